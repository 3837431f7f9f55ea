/**
 * The web app's look as the served page draws it before the app takes over: the theme's colours and typefaces
 * (apps/web/src/design/tokens.ts and app/theme.ts) and the sizes of the header, product page and cards at their
 * MUI values. The API cannot import the web app, so the values are written here, and
 * `apps/web/src/app/servedLook.test.ts` fails when they differ from the theme's.
 */
export const SERVED_LOOK = {
  serif: '"Cormorant Garamond", "Times New Roman", serif',
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  brown: '#4f332c',
  ivory: '#fbf7f0',
  paper: '#fffdf9',
  textSecondary: '#6e5a53',
  divider: '#e8dccb',
  goldDark: '#7d6136',
  success: '#4f6b3a',
  error: '#b3261e',
  errorText: '#ffffff',
  /** The primary button's text: the paper colour. */
  primaryText: '#fffdf9',
  /** MUI's `action` colours: icon buttons, and a disabled button's text and ground. */
  iconColour: 'rgba(0, 0, 0, 0.54)',
  disabledText: 'rgba(0, 0, 0, 0.26)',
  disabledGround: 'rgba(0, 0, 0, 0.12)',
  /** MUI Rating's filled star (its own colour, not the theme's); an empty star is `disabledText`. */
  ratingStar: '#faaf00',
  grey100: '#f5efe6',
  textDisabled: '#a39189',
  /** The test-mode strip (S31): the theme's light gold, its text colour and its gold border. */
  goldLight: '#d8c29a',
  goldText: '#2b1b16',
  gold: '#b08d57',
  /** An outlined button's border: the primary colour at half strength (MUI's). */
  outlinedBorder: 'rgba(79, 51, 44, 0.5)',
  /** The veil under a card's heart and its "Sold out" label (ProductCard, WishlistButton). */
  paperVeil: 'rgba(255, 253, 249, 0.92)',
  /** The small rating's stars (components/Stars.tsx): gold, and the theme's grey 300 for the rest. */
  starGold: '#c08a2e',
  grey300: '#e2d6c5',
  /** The theme's `md` breakpoint: one column below it, the header's search field and categories from it. */
  md: 900,
  sm: 640,
  /** The theme's `lg`: the product and information pages' column (MUI's Container maxWidth="lg"). */
  lg: 1024,
  /** The theme's `xl`: the listing's container width and its four columns from it. */
  xl: 1440,
} as const;

/** The listing's default sort as the app's Sort button names it (features/catalog/listingQuery.ts). */
export const SERVED_SORT_LABEL = 'Price: Low to High';

const L = SERVED_LOOK;

/**
 * The served page's own name for the heading face (page-shell.ts declares it, `font-display: optional`): used when
 * the file is there at once (a later visit, a fast line), never swapped in later, so no line of the served page
 * moves when it arrives; the app's face of the same file, loaded by script, is its own, so it cannot swap in
 * under the served page either. On a cold slow phone the served page keeps the fallback serif until the app.
 */
export const SERVED_FACE = 'Cormorant Served';
const SERIF = L.serif.replace('"Cormorant Garamond"', `"${SERVED_FACE}"`);

/**
 * The served page's stylesheet. Boxes follow the app's at each breakpoint (header 32 px strip and 60 / 68 px bar,
 * the product page's one column, the cards' grid), so the app's first render replaces it without a visible jump.
 *
 * The browser lays out a page while it is still parsing it: a header laid out before its last icons arrived puts
 * the search at the far right, then moves it 132 px (a layout shift, under the spinner or, on a later visit, in
 * sight). So the content is not laid out until the page's script, which follows it, says it has all arrived
 * (`data-arriving`, index.html; without JavaScript its <noscript> style shows the content).
 */
export const SERVED_CSS = `
.ssr[data-arriving]{content-visibility:hidden}
.ssr{font:16px/1.5 ${L.sans};color:${L.brown};-webkit-font-smoothing:antialiased}
.ssr a{color:inherit}.ssr img{display:block;max-width:100%;height:auto}
.ssr-wrap{box-sizing:border-box;width:100%;margin:0 auto;padding:0 16px}
@media(min-width:${L.sm}px){.ssr-wrap{padding:0 24px}}
.ssr-head{position:sticky;top:0;z-index:1100}
.ssr-test{margin:0;background:${L.goldLight};color:${L.goldText};border-bottom:1px solid ${L.gold};padding:4px 16px;text-align:center;font-size:13px;line-height:1.5}
.ssr-test strong{font-weight:600}.ssr-test span{display:none}@media(min-width:${L.sm}px){.ssr-test span{display:inline}}
.ssr-strip{background:${L.brown};color:${L.paper};height:32px;display:flex;align-items:center;justify-content:center;font-size:13px;letter-spacing:.06em;overflow:hidden;white-space:nowrap}
.ssr-bar{position:relative;background:${L.paper};border-bottom:1px solid ${L.divider}}
.ssr-strip-text{margin:0}
.ssr-bar>.ssr-wrap{max-width:1440px;display:flex;align-items:center;gap:4px;height:60px}
@media(min-width:${L.sm}px){.ssr-bar>.ssr-wrap{gap:8px}}
@media(min-width:${L.md}px){.ssr-bar>.ssr-wrap{height:68px}}
.ssr-icon{box-sizing:border-box;width:40px;height:40px;padding:8px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;position:relative;color:${L.iconColour};cursor:pointer;list-style:none;flex:none}
.ssr-icon::-webkit-details-marker{display:none}.ssr-icon svg{width:24px;height:24px;fill:currentColor}
.ssr-menu>summary{margin-left:-8px}
.ssr-logo{font:600 26px/1 ${SERIF};letter-spacing:.04em;color:${L.brown};text-decoration:none;white-space:nowrap}
.ssr .ssr-logo span{color:${L.goldDark}}
.ssr-cats{display:none;margin-left:32px;gap:4px}
.ssr-cats>a,.ssr-help>summary{box-sizing:border-box;padding:0 12px;height:40px;display:inline-flex;align-items:center;gap:4px;font-size:15px;font-weight:500;line-height:1.75;text-decoration:none;cursor:pointer;list-style:none}
.ssr-help>summary::-webkit-details-marker{display:none}.ssr-help{position:relative}
.ssr-help>.ssr-drop{right:auto;white-space:nowrap;padding:8px 16px;border:1px solid ${L.divider};border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.08)}.ssr-cats>a svg,.ssr-help>summary svg{width:20px;height:20px;fill:currentColor}
.ssr-grow{flex:1;display:flex;justify-content:flex-end;min-width:0}
.ssr-find{display:none;width:100%;max-width:340px}
.ssr-find input,.ssr-drop input{box-sizing:border-box;width:100%;height:42px;padding:0 16px;border:1px solid ${L.divider};border-radius:21px;background:${L.ivory};color:${L.brown};font:inherit;font-size:15px}
.ssr-drop{position:absolute;left:0;right:0;top:100%;padding:12px 16px;background:${L.paper};border-bottom:1px solid ${L.divider}}
.ssr-drop-menu a{display:block;padding:8px 0;font-size:15px;text-decoration:none}
.ssr-cart{margin-right:0}
@media(min-width:${L.sm}px){.ssr-cart{margin-right:-8px}}
.ssr-badge{position:absolute;top:0;right:-2px;min-width:20px;height:20px;padding:0 4px;box-sizing:border-box;border-radius:10px;background:${L.error};color:${L.errorText};font-size:12px;font-weight:600;display:grid;place-items:center}
.ssr-badge[hidden]{display:none}
@media(min-width:${L.md}px){.ssr-menu,.ssr-search{display:none}.ssr-cats{display:flex}.ssr-find{display:block}.ssr-logo{font-size:30px}.ssr-grow{padding:0 16px}}
.ssr-page{max-width:${L.lg}px;padding-top:24px;padding-bottom:24px}
@media(min-width:${L.md}px){.ssr-page{padding-top:40px;padding-bottom:40px}}
.ssr-crumbs{font-size:13px;margin-bottom:16px;color:${L.textSecondary}}
.ssr-crumbs a{text-decoration:none}.ssr-crumbs i{font-style:normal;margin:0 8px}
.ssr h1{font:600 2rem/1.15 ${SERIF};margin:0}
.ssr-product{display:grid;grid-template-columns:minmax(0,1fr);gap:24px}
@media(min-width:${L.md}px){.ssr-product{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:48px}.ssr-product h1{font-size:2.5rem}}
.ssr-gallery{border:1px solid ${L.divider};border-radius:12px;overflow:hidden;background:${L.grey100}}
.ssr .ssr-gallery img{width:100%;aspect-ratio:1/1;object-fit:cover}
.ssr-dots{display:flex;justify-content:center;gap:6px;margin-top:10px}
.ssr-thumbs{display:none;flex-wrap:wrap;gap:12px;margin-top:12px}@media(min-width:${L.md}px){.ssr .ssr-dots{display:none}.ssr-thumbs{display:flex}}
.ssr-thumbs span{box-sizing:border-box;width:80px;border:2px solid transparent;border-radius:6px;overflow:hidden}.ssr-thumbs span:first-child{border-color:${L.brown}}
.ssr-dots i{width:6px;height:6px;border-radius:3px;background:${L.divider}}.ssr-dots i:first-child{width:18px;background:${L.brown}}
.ssr-muted{color:${L.textSecondary}}
.ssr-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ssr-detail{margin:4px 0 0}.ssr-rating{display:flex;align-items:center;min-height:24px;margin:12px 0 0;font-size:14px;line-height:1.43}
.ssr-stars{display:inline-flex;height:28px;align-items:center;margin-right:8px;font-size:24px;line-height:24px}
.ssr-stars i{display:inline-block;width:24px;text-align:center;font-style:normal;color:${L.disabledText}}
.ssr-stars .ssr-star-full{color:${L.ratingStar}}
.ssr-stars .ssr-star-half{background:linear-gradient(90deg,${L.ratingStar} 50%,${L.disabledText} 50%);-webkit-background-clip:text;background-clip:text;color:transparent}
.ssr-metal{margin:16px 0 0}.ssr-description{white-space:pre-line;margin:0}
.ssr-price{display:flex;align-items:baseline;flex-wrap:wrap;column-gap:10px;margin-top:20px}
.ssr-price b,.ssr-price s{font-family:${SERIF};font-variant-numeric:lining-nums tabular-nums}
.ssr-price b{font-size:32px;font-weight:600}.ssr-price s{font-size:21px;color:${L.textSecondary}}
.ssr-price em{font-style:normal;font-size:20px;font-weight:600;color:${L.success}}
.ssr-card .ssr-price{margin-top:4px}.ssr-card .ssr-price b{font-size:20px}.ssr-card .ssr-price s{font-size:13px}.ssr-card .ssr-price em{font-size:12px}
.ssr-caption{display:block;font-size:12px;line-height:1.66;color:${L.textSecondary}}
.ssr-add{margin-top:24px}
.ssr-notify{display:flex;width:fit-content;align-items:center;margin:8px 0 0;padding:4px 20px;font-size:13px;font-weight:600;line-height:1.75;letter-spacing:.04em}
.ssr-notify svg{width:18px;height:18px;margin:0 8px 0 -2px;fill:currentColor}
.ssr-size-head{display:flex;align-items:baseline;gap:16px;margin-bottom:8px}.ssr-size-head span{font-weight:600}
.ssr-size-head a{font-size:14px;line-height:1.43;text-decoration:none}
.ssr-left{margin:8px 0 0;min-height:20px;font-size:14px;line-height:1.43;color:${L.textSecondary}}
.ssr-sizes{display:flex;flex-wrap:wrap;gap:8px}
.ssr-sizes label{position:relative}
.ssr-sizes input{position:absolute;opacity:0;inset:0;margin:0}
.ssr-sizes span{box-sizing:border-box;min-width:52px;height:44px;padding:0 11px;display:grid;place-items:center;border:1px solid ${L.divider};border-radius:6px;background:${L.paper};font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.ssr-sizes input:checked+span{background:${L.brown};color:${L.primaryText}}
.ssr-sizes input:disabled+span{color:${L.textDisabled};background:${L.grey100};text-decoration:line-through}
.ssr-sizes input:focus-visible+span{outline:3px solid ${L.brown};outline-offset:2px}
.ssr-buy{display:flex;gap:12px;align-items:center;margin-top:16px}
.ssr-buy button{flex:1;display:inline-flex;align-items:center;justify-content:center;padding:12px 40px;border:0;border-radius:4px;background:${L.brown};color:${L.primaryText};font:600 15px/1.75 ${L.sans};letter-spacing:.04em;cursor:pointer}
.ssr-buy button:disabled{background:${L.disabledGround};color:${L.disabledText}}
.ssr-buy svg{width:22px;height:22px;margin:0 8px 0 -4px;fill:currentColor}
.ssr-wish{box-sizing:border-box;width:52px;height:52px;border:1px solid ${L.divider}}
@media(min-width:${L.sm}px){.ssr-buy button{flex:none}}
.ssr-note{min-height:0;margin:8px 0 0}
.ssr-about{margin-top:32px;padding-top:24px;border-top:1px solid ${L.divider}}
.ssr-about h2{font:600 1.15rem/1.6 ${SERIF};margin:0 0 6px}
.ssr-grid{list-style:none;margin:16px 0 0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(2,minmax(0,1fr))}
@media(min-width:${L.sm}px){.ssr-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media(min-width:${L.md}px){.ssr-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.ssr-card a{text-decoration:none;display:block}
.ssr-card img{width:100%;aspect-ratio:1/1;object-fit:cover;border-radius:8px;background:${L.grey100}}
.ssr-card-title{display:block;margin-top:8px;font-weight:500;font-size:14px;line-height:1.4}
.ssr-foot{padding:24px 16px;font-size:14px;display:flex;flex-wrap:wrap;gap:8px 20px}
/* The listing as the app draws it (ListingView, ProductGrid, ProductCard), decision 0123. */
.ssr-page-wide{max-width:${L.xl}px}
.ssr-crumbs-listing{margin-bottom:8px}
.ssr-list-head{display:flex;align-items:flex-end;justify-content:space-between;gap:16px;flex-wrap:wrap;margin-bottom:24px}
.ssr-list-title{min-width:0}.ssr-list-title h1{overflow-wrap:anywhere}
@media(min-width:${L.md}px){.ssr .ssr-list-title h1{font-size:2.6rem}}
.ssr-count{margin:0;min-height:20px;font-size:14px;line-height:1.43;color:${L.textSecondary}}
.ssr-tools{display:flex;gap:8px}
.ssr-tool{box-sizing:border-box;display:flex;align-items:center;justify-content:center;padding:5px 20px;border:1px solid ${L.outlinedBorder};border-radius:4px;font:600 14px/1.75 ${L.sans};letter-spacing:.04em;color:${L.brown}}
.ssr-tool svg{width:20px;height:20px;margin:0 8px 0 -4px;fill:currentColor;flex:none}
.ssr-sort-wide{display:none}@media(min-width:${L.sm}px){.ssr-sort-wide{display:inline}.ssr-sort-narrow{display:none}}
.ssr-list{display:grid;grid-template-columns:minmax(0,1fr)}.ssr-list-side{display:none}
@media(min-width:${L.md}px){.ssr-tool-filters{display:none}.ssr-list{grid-template-columns:240px minmax(0,1fr);gap:32px}.ssr-list-side{display:block}}
.ssr-products{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
@media(min-width:${L.sm}px){.ssr-products{gap:20px;grid-template-columns:repeat(3,minmax(0,1fr))}}
@media(min-width:${L.xl}px){.ssr-products{grid-template-columns:repeat(4,minmax(0,1fr))}}
.ssr-products li{position:relative}
.ssr-products a{box-sizing:border-box;display:flex;flex-direction:column;height:100%;text-decoration:none;background:${L.paper};border:1px solid ${L.divider};border-radius:12px;overflow:hidden}
.ssr-pic{position:relative;aspect-ratio:1/1;background:${L.grey100};overflow:hidden}
.ssr .ssr-pic img{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover}
.ssr-off-badge,.ssr-sold{position:absolute;left:10px;padding:2px 8px;border-radius:6px;font-size:12px;font-weight:600;line-height:1.5}
.ssr-off-badge{top:10px;background:${L.brown};color:${L.primaryText}}.ssr-sold{bottom:10px;background:${L.paperVeil}}
.ssr-card-body{box-sizing:border-box;padding:14px;display:flex;flex-direction:column;gap:4px;flex:1}
.ssr-card-body h3{margin:0;font:600 15px/1.3 ${L.sans};min-height:2.6em;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.ssr-card-detail{margin:0;font-size:14px;line-height:1.43;color:${L.textSecondary};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ssr-finish-dots{display:flex;align-items:center;gap:4px}
.ssr-finish-dots i{box-sizing:border-box;width:10px;height:10px;border-radius:50%;border:1px solid ${L.divider}}
.ssr-finish-dots span,.ssr-card-rating>span:last-child{font-size:12px;line-height:1.66;color:${L.textSecondary}}
.ssr-card-rating{display:flex;align-items:center;gap:6px;min-height:20px}
.ssr-card-stars{display:inline-flex;gap:1px;line-height:0}.ssr-card-stars svg{width:16px;height:16px}
.ssr-card-stars .ssr-star-full{fill:${L.starGold}}.ssr-card-stars .ssr-star-empty{fill:${L.grey300}}.ssr-card-stars .ssr-star-half{fill:url(#ssr-star-half)}
.ssr-star-on{stop-color:${L.starGold}}.ssr-star-off{stop-color:${L.grey300}}
.ssr-card-price{padding-top:4px}.ssr-card-price .ssr-price{margin-top:0}
.ssr-card-price .ssr-price b{font-size:20px}.ssr-card-price .ssr-price s{font-size:13.2px}.ssr-card-price .ssr-price em{font-size:12.4px}
.ssr-card-heart{position:absolute;top:8px;right:8px;width:36px;height:36px;background:${L.paperVeil};color:${L.brown}}.ssr-card-heart svg{width:20px;height:20px}
/* Home's banner runs from edge to edge right under the header, as the app's (decision 0076). */
.ssr-banner{position:relative;margin:-24px -16px 0;aspect-ratio:5/4;padding-bottom:2px;overflow:hidden;background:${L.brown}}
@media(min-width:${L.sm}px){.ssr-banner{margin:-24px -24px 0}}@media(min-width:${L.md}px){.ssr-banner{margin:-40px -24px 0}}
@media(min-width:${L.sm}px){.ssr-banner{aspect-ratio:2/1}}@media(min-width:${L.md}px){.ssr-banner{aspect-ratio:8/3}}
.ssr .ssr-banner img{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover;object-position:right center}
`
  .trim()
  .replaceAll('\n', '');

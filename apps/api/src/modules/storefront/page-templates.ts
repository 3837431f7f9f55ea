import Handlebars from 'handlebars';
import { SERVED_CSS } from './served-look.ts';

/**
 * The server's HTML for crawlers and link previews, as Handlebars templates: `{{ }}` escapes `& < > " ' \` =`
 * in text and attributes (S57); only JSON-LD, already made safe by jsonLdScript, and the info pages' HTML,
 * rendered from our own markdown with raw HTML refused (pages.service.ts), go in unescaped with `{{{ }}}`.
 */
const handlebars = Handlebars.create();
const compile = (source: string) => handlebars.compile(source, { strict: true, knownHelpersOnly: true });

/** A picture with the same sources and `sizes` as the app's, so the browser fetches the file the app shows. */
handlebars.registerPartial(
  'picture',
  `<picture>{{#if picture.avif}}<source type="image/avif" srcset="{{picture.avif}}" sizes="{{picture.sizes}}">{{/if}}<img src="{{picture.src}}"{{#if picture.srcset}} srcset="{{picture.srcset}}" sizes="{{picture.sizes}}"{{/if}} alt="{{alt}}" width="{{picture.width}}" height="{{picture.height}}"{{#if lazy}} loading="lazy"{{/if}}></picture>`,
);

/** The app's icons (MUI's Material paths), drawn in the served header and button before the app's own. */
const ICONS: Record<string, string> = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  heart:
    'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
  person:
    'M12 5.9c1.16 0 2.1.94 2.1 2.1s-.94 2.1-2.1 2.1S9.9 9.16 9.9 8s.94-2.1 2.1-2.1m0 9c2.97 0 6.1 1.46 6.1 2.1v1.1H5.9V17c0-.64 3.13-2.1 6.1-2.1M12 4C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 9c-2.67 0-8 1.34-8 4v3h16v-3c0-2.66-5.33-4-8-4',
  bag: 'M18 6h-2c0-2.21-1.79-4-4-4S8 3.79 8 6H6c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m-6-2c1.1 0 2 .9 2 2h-4c0-1.1.9-2 2-2m6 16H6V8h2v2c0 .55.45 1 1 1s1-.45 1-1V8h4v2c0 .55.45 1 1 1s1-.45 1-1V8h2z',
  bell: 'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z',
  filter: 'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z',
  sort: 'M3 18h6v-2H3zM3 6v2h18V6zm0 7h12v-2H3z',
  chevron: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  addCart:
    'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25',
};
for (const [name, path] of Object.entries(ICONS))
  handlebars.registerPartial(
    `icon-${name}`,
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`,
  );

/** The star of the app's small read-only rating (apps/web/src/components/Stars.tsx). */
const STAR = 'M12 2.5l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z';

const CONTENT_STYLE = `<style>${SERVED_CSS}</style>`;

export const headTemplate = compile(`<title>{{title}}</title>
<meta name="description" content="{{description}}">
{{#if noindex}}<meta name="robots" content="noindex">
{{/if}}{{#if canonical}}<link rel="canonical" href="{{canonical}}">
{{/if}}<meta property="og:site_name" content="{{shopName}}">
<meta property="og:type" content="{{ogType}}">
<meta property="og:title" content="{{ogTitle}}">
<meta property="og:description" content="{{description}}">
<meta property="og:url" content="{{url}}">
<meta property="og:image" content="{{image.url}}">
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="{{image.width}}">
<meta property="og:image:height" content="{{image.height}}">
<meta property="og:image:alt" content="{{image.alt}}">
<meta name="twitter:card" content="summary_large_image">
{{#if price}}<meta property="product:price:amount" content="{{price}}">
<meta property="product:price:currency" content="INR">
{{/if}}${CONTENT_STYLE}
{{{jsonLd}}}`);

// Shown when the start-up spinner ends and replaced by the app's first render; while the spinner covers it, the
// page's boot script (index.html) takes it out of the accessibility tree and the tab order. The header is the
// app's (strip, menu, logo, categories, search, wishlist, account, cart) in the same boxes; its menu and search
// open as <details> and its search is a plain form, so they work before the app, and without JavaScript.
export const layoutTemplate =
  compile(`<div class="ssr" data-arriving>{{#if paymentTestMode}}<p class="ssr-test" role="status"><strong>Test mode — no money moves</strong><span> · payments on this shop are simulated and no order is charged</span></p>{{/if}}<header class="ssr-head">
<div class="ssr-strip"><p class="ssr-strip-text">✦&nbsp;&nbsp;{{deliveryPromise}}</p></div>
<div class="ssr-bar"><div class="ssr-wrap">
<details class="ssr-menu"><summary class="ssr-icon" aria-label="Open menu">{{> icon-menu}}</summary><nav class="ssr-drop ssr-drop-menu" aria-label="Menu">{{#each categories}}<a href="{{path}}">{{name}}</a>{{/each}}</nav></details>
<a class="ssr-logo" href="/">Moon<span>Made</span></a>
<nav class="ssr-cats" aria-label="Categories">{{#each topCategories}}<a href="{{path}}">{{name}}{{#if menu}}{{> icon-chevron}}{{/if}}</a>{{/each}}<details class="ssr-help"><summary>Help{{> icon-chevron}}</summary><nav class="ssr-drop ssr-drop-menu" aria-label="Help">{{#each infoPages}}<a href="{{path}}">{{name}}</a>{{/each}}</nav></details></nav>
<div class="ssr-grow"><form class="ssr-find" role="search" aria-label="Search the shop" action="/search"><input type="search" name="q" maxlength="200" placeholder="Search rings, earrings, gold…" aria-label="Search jewellery"></form></div>
<details class="ssr-search"><summary class="ssr-icon" aria-label="Open search">{{> icon-search}}</summary><form class="ssr-drop" role="search" aria-label="Search the shop" action="/search"><input type="search" name="q" maxlength="200" placeholder="Search rings, earrings, gold…" aria-label="Search jewellery"></form></details>
<a class="ssr-icon" href="/wishlist" aria-label="Wishlist">{{> icon-heart}}</a>
<a class="ssr-icon" href="/login" aria-label="Sign in">{{> icon-person}}</a>
<a class="ssr-icon ssr-cart" href="/cart" aria-label="Cart">{{> icon-bag}}<span class="ssr-badge" aria-hidden="true" hidden></span></a>
</div></div></header>
<main class="ssr-wrap ssr-page{{#if wide}} ssr-page-wide{{/if}}">{{{main}}}</main>
<footer class="ssr-foot"><nav aria-label="Information">{{#each infoPages}}<a href="{{path}}">{{name}}</a> {{/each}}</nav></footer></div>`);

const crumbs = `<nav class="ssr-crumbs" aria-label="Breadcrumb">{{#each crumbs}}<a href="{{path}}">{{name}}</a><i aria-hidden="true">/</i>{{/each}}<span aria-current="page">{{heading}}</span></nav>`;

// The app's product page above the fold: picture, title, price, sizes and Add To Cart in the same boxes. The form's
// submit is taken by index.html's boot script until the app takes over (it adds to the same cart the app keeps);
// `data-line` is the display copy of the piece a guest cart line holds (docs/api.md).
export const productTemplate = compile(`${crumbs}
<article class="ssr-product"><div><div class="ssr-gallery">{{> picture picture=picture alt=heading lazy=false}}</div>
{{#if dots}}<div class="ssr-dots" aria-hidden="true">{{#each dots}}<i></i>{{/each}}</div>{{/if}}
{{#if thumbnails}}<div class="ssr-thumbs" aria-hidden="true">{{#each thumbnails}}<span>{{> picture picture=this alt="" lazy=true}}</span>{{/each}}</div>{{/if}}</div>
<div><h1>{{heading}}</h1>
<p class="ssr-muted ssr-detail">{{detail}}</p>
<p class="ssr-muted ssr-rating">{{#if stars}}<span class="ssr-stars" aria-hidden="true">{{#each stars}}<i class="ssr-star-{{this}}">★</i>{{/each}}</span>{{/if}}{{rating}}</p>
<div class="ssr-price"><b><span class="ssr-hidden">Price: </span>{{price}}</b>{{#if mrp}}<s>{{mrp}}</s>{{#if discountPercent}}<em>{{discountPercent}}% off</em>{{/if}}{{/if}}</div>
<span class="ssr-caption">Inclusive of all taxes</span>
<p class="ssr-metal"><span class="ssr-muted">Metal: </span>{{metal}}</p>
{{#if finishes}}<nav class="ssr-finishes" aria-label="Finishes"><p>Finishes: {{#each finishes}}{{#if current}}<strong aria-current="page">{{label}}</strong>{{else}}<a href="{{path}}">{{label}}</a>{{/if}}{{#unless inStock}} (sold out){{/unless}} {{/each}}</p></nav>{{/if}}
<form class="ssr-add" data-product="{{productId}}" data-line="{{line}}">
<div class="ssr-size-head"><span id="ssr-size-label">Size</span>{{#if sizeGuide}}<a href="{{sizeGuide}}">Size guide</a>{{/if}}</div>
<div class="ssr-sizes" role="radiogroup" aria-labelledby="ssr-size-label">{{#each sizes}}<label><input type="radio" name="size" value="{{name}}" data-stock="{{stock}}" aria-label="{{label}}"{{#if soldOut}} disabled{{/if}}{{#if only}} checked{{/if}}><span>{{name}}</span></label>{{/each}}</div>
<p class="ssr-left"></p>
{{#if someSoldOut}}<p class="ssr-notify">{{> icon-bell}}Sold out in your size? Notify me</p>{{/if}}
<div class="ssr-buy"><button type="submit"{{#if soldOut}} disabled{{/if}}>{{> icon-addCart}}{{#if soldOut}}Sold Out{{else}}Add To Cart{{/if}}</button><span class="ssr-icon ssr-wish" aria-hidden="true">{{> icon-heart}}</span></div>
<p class="ssr-note" role="status"></p></form>
<p>{{availability}}</p>
{{#if personalisation}}<p>{{personalisation}}</p>{{/if}}
<section class="ssr-about"><h2>About this piece</h2><p class="ssr-muted ssr-description">{{description}}</p></section>
{{#if material}}<p>Material: {{material}}</p>{{/if}}
{{#if declarations}}<dl class="ssr-declarations">{{#each declarations}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/each}}</dl>{{/if}}
</div></article>`);

// The app's listing (ListingView, ProductGrid, ProductCard) in the same boxes: its breadcrumb, title and count, the
// Filters and Sort buttons, the filters' column on wide screens and each card's picture, badges, title, detail,
// finishes, rating and price, so the app's cards replace these where they stand (decision 0123). The buttons and
// the card's heart are pictures of the app's until it takes over: they work only in the app.
export const listingTemplate =
  compile(`<nav class="ssr-crumbs ssr-crumbs-listing" aria-label="Breadcrumb"><a href="/">Home</a><i aria-hidden="true">/</i><span>{{section}}</span><i aria-hidden="true">/</i><span>{{group}}</span></nav>
<div class="ssr-list-head"><div class="ssr-list-title"><h1>{{heading}}</h1><p class="ssr-count">{{count}}</p></div>
<div class="ssr-tools" aria-hidden="true"><span class="ssr-tool ssr-tool-filters">{{> icon-filter}}Filters</span><span class="ssr-tool">{{> icon-sort}}<span class="ssr-sort-wide">{{sortLabel}}</span><span class="ssr-sort-narrow">Sort</span></span></div></div>
<div class="ssr-list"><div class="ssr-list-side"></div>
<section aria-label="Products"><svg class="ssr-hidden" aria-hidden="true"><defs><linearGradient id="ssr-star-half"><stop offset="50%" class="ssr-star-on"/><stop offset="50%" class="ssr-star-off"/></linearGradient></defs></svg>
<ul class="ssr-products">{{#each products}}<li><a href="{{path}}"><div class="ssr-pic">{{> picture picture=picture alt=title lazy=lazy}}{{#if discountPercent}}<span class="ssr-off-badge">{{discountPercent}}% OFF</span>{{/if}}{{#if soldOut}}<span class="ssr-sold">Sold out</span>{{/if}}</div>
<div class="ssr-card-body"><h3 title="{{title}}">{{title}}</h3><p class="ssr-card-detail">{{detail}}</p>{{#if finishes}}<div class="ssr-finish-dots">{{#each finishes}}<i style="background:{{this}}"></i>{{/each}}<span>{{finishCount}} finishes</span></div>{{/if}}<div class="ssr-card-rating">{{#if stars}}<span class="ssr-card-stars" role="img" aria-label="Rated {{rated}} out of 5">{{#each stars}}<svg viewBox="0 0 24 24" aria-hidden="true" class="ssr-star-{{this}}"><path d="${STAR}"/></svg>{{/each}}</span><span>({{ratingsCount}})</span>{{else}}<span>No ratings yet</span>{{/if}}</div>
<div class="ssr-card-price"><span class="ssr-price"><b><span class="ssr-hidden">Price: </span>{{price}}</b>{{#if mrp}}<s><span class="ssr-hidden">Original price: </span>{{mrp}}</s>{{#if discountPercent}}<em>{{discountPercent}}% off</em>{{/if}}{{/if}}</span></div></div></a><span class="ssr-icon ssr-card-heart" aria-hidden="true">{{> icon-heart}}</span></li>{{/each}}</ul></section></div>`);

// The app's first banner in the same box as the app draws it (a hair taller), so that the app's own copy of it is
// not a larger, later paint: the page's largest paint is this one, when the start-up spinner ends (decision 0076).
export const homeTemplate =
  compile(`<div class="ssr-banner">{{> picture picture=banner alt="" lazy=false}}</div>
<h1>{{heading}}</h1>
<p>{{description}}</p>
<ul class="ssr-grid">{{#each categories}}<li class="ssr-card"><a href="{{path}}">{{> picture picture=picture alt=alt lazy=true}}<span class="ssr-card-title">{{name}}</span></a></li>{{/each}}</ul>`);

export const infoTemplate = compile(`${crumbs}
<h1>{{heading}}</h1>
<div>{{{html}}}</div>`);

export const messageTemplate = compile(`<h1>{{heading}}</h1>
<p>{{message}}</p>
<p><a href="/">Back to the shop</a></p>`);

import Handlebars from 'handlebars';

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

/** Styles for the served content: the app's colours, serif headings and system text, until the app takes over. */
const CONTENT_STYLE = `<style>
.ssr{font:16px/1.5 system-ui,sans-serif;color:#2b1d18;max-width:1200px;margin:0 auto;padding:0 16px}
.ssr a{color:inherit}.ssr-bar{display:flex;flex-wrap:wrap;gap:8px 20px;align-items:center;padding:16px 0}
.ssr-brand{font:600 26px/1 'Cormorant Garamond',serif;text-decoration:none;margin-right:auto}
.ssr h1{font:600 32px/1.2 'Cormorant Garamond',serif;margin:8px 0}.ssr-crumbs{font-size:13px}
.ssr img{max-width:100%;height:auto;display:block}.ssr-product{display:grid;gap:24px}
@media(min-width:900px){.ssr-product{grid-template-columns:480px 1fr}}
.ssr-price{font-size:20px}.ssr-price s{color:#6b5a52;font-size:16px}
.ssr-grid{list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(160px,1fr))}
.ssr footer{display:flex;flex-wrap:wrap;gap:8px 20px;padding:24px 0;font-size:14px}
.ssr-banner{position:relative;margin:0 -16px;aspect-ratio:5/4;padding-bottom:2px;overflow:hidden;background:#4f332c}
@media(min-width:640px){.ssr-banner{aspect-ratio:2/1}}@media(min-width:900px){.ssr-banner{aspect-ratio:8/3}}
.ssr .ssr-banner img{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover;object-position:right center}
</style>`;

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
// page's boot script (index.html) takes it out of the accessibility tree and the tab order.
export const layoutTemplate =
  compile(`<div class="ssr"><header class="ssr-bar"><a class="ssr-brand" href="/">{{shopName}}</a>
<nav aria-label="Categories">{{#each categories}}<a href="{{path}}">{{name}}</a> {{/each}}</nav></header>
<main>{{{main}}}</main>
<footer><nav aria-label="Information">{{#each infoPages}}<a href="{{path}}">{{name}}</a> {{/each}}</nav></footer></div>`);

const crumbs = `<nav class="ssr-crumbs" aria-label="Breadcrumb">{{#each crumbs}}<a href="{{path}}">{{name}}</a> › {{/each}}<span aria-current="page">{{heading}}</span></nav>`;

export const productTemplate = compile(`${crumbs}
<article class="ssr-product">{{> picture picture=picture alt=heading lazy=false}}
<div><h1>{{heading}}</h1>
<p class="ssr-price"><strong>{{price}}</strong>{{#if mrp}} <s>{{mrp}}</s> {{discountPercent}}% off{{/if}}</p>
<p>{{availability}}</p>
<p>{{description}}</p>
{{#if sizes}}<p>Sizes: {{#each sizes}}{{this}} {{/each}}</p>{{/if}}
{{#if material}}<p>Material: {{material}}</p>{{/if}}
{{#if declarations}}<dl class="ssr-declarations">{{#each declarations}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/each}}</dl>{{/if}}
{{#if finishes}}<nav class="ssr-finishes" aria-label="Finishes"><p>Finishes: {{#each finishes}}{{#if current}}<strong aria-current="page">{{label}}</strong>{{else}}<a href="{{path}}">{{label}}</a>{{/if}}{{#unless inStock}} (sold out){{/unless}} {{/each}}</p></nav>{{/if}}
{{#if personalisation}}<p>{{personalisation}}</p>{{/if}}</div></article>`);

export const listingTemplate = compile(`${crumbs}
<h1>{{heading}}</h1>
<ul class="ssr-grid">{{#each products}}<li><a href="{{path}}">{{> picture picture=picture alt=title lazy=lazy}}{{title}}</a> <span>{{price}}</span></li>{{/each}}</ul>`);

// The app's first banner in the same box as the app draws it (a hair taller), so that the app's own copy of it is
// not a larger, later paint: the page's largest paint is this one, when the start-up spinner ends (decision 0076).
export const homeTemplate =
  compile(`<div class="ssr-banner">{{> picture picture=banner alt="" lazy=false}}</div>
<h1>{{heading}}</h1>
<p>{{description}}</p>
<ul class="ssr-grid">{{#each categories}}<li><a href="{{path}}">{{> picture picture=picture alt=alt lazy=true}}{{name}}</a></li>{{/each}}</ul>`);

export const infoTemplate = compile(`${crumbs}
<h1>{{heading}}</h1>
<div>{{{html}}}</div>`);

export const messageTemplate = compile(`<h1>{{heading}}</h1>
<p>{{message}}</p>
<p><a href="/">Back to the shop</a></p>`);

// The web app's asset imports (fonts, pictures) as Vite types them; vite is installed under apps/web only.
/// <reference path="../../apps/web/node_modules/vite/client.d.ts" />

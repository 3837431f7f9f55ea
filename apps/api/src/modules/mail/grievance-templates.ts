import { button } from './mail-button.ts';

/**
 * Grievance mails (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): the receipt with its ticket, sent at
 * once, and each reply of the grievance officer. Everything the complainant wrote is escaped by Handlebars (S68).
 */
export interface GrievanceMailData {
  grievanceReceived: {
    name: string;
    ticket: string;
    subject: string;
    acknowledgeBy: string;
    resolveBy: string;
    officer: string;
    trackUrl: string;
  };
  grievanceReplied: {
    name: string;
    ticket: string;
    subject: string;
    reply: string;
    resolved: boolean;
    officer: string;
    trackUrl: string;
  };
  grievanceNew: { ticket: string; subject: string; resolveBy: string; deskUrl: string };
}

export const GRIEVANCE_TEMPLATES = {
  grievanceReceived: {
    subject: 'We received your grievance {{ticket}}',
    html: `<h1>Your grievance is with us</h1>
<p>Hello {{name}}, we received your grievance <strong>“{{subject}}”</strong>. Your ticket number is <strong>{{ticket}}</strong>; quote it whenever you write to us about it.</p>
<p>Our grievance officer, {{officer}}, will answer by <strong>{{acknowledgeBy}}</strong> and resolve it by <strong>{{resolveBy}}</strong> at the latest.</p>
${button('trackUrl', 'Follow my grievance')}`,
    text: `Your grievance is with us

Hello {{name}}, we received your grievance "{{subject}}". Your ticket number is {{ticket}}; quote it whenever you write to us about it.

Our grievance officer, {{officer}}, will answer by {{acknowledgeBy}} and resolve it by {{resolveBy}} at the latest.

Follow my grievance: {{trackUrl}}`,
  },
  grievanceReplied: {
    subject: '{{#if resolved}}Resolved: {{/if}}your grievance {{ticket}}',
    html: `<h1>{{#if resolved}}Your grievance is resolved{{else}}An answer to your grievance{{/if}}</h1>
<p>Hello {{name}}, {{officer}} answered your grievance <strong>“{{subject}}”</strong> ({{ticket}}):</p>
<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #b08d57;white-space:pre-line">{{reply}}</blockquote>
${button('trackUrl', 'See the whole ticket')}`,
    text: `{{#if resolved}}Your grievance is resolved{{else}}An answer to your grievance{{/if}}

Hello {{name}}, {{officer}} answered your grievance "{{subject}}" ({{ticket}}):

{{reply}}

See the whole ticket: {{trackUrl}}`,
  },
  grievanceNew: {
    subject: 'New grievance {{ticket}}: {{subject}}',
    html: `<h1>A new grievance</h1>
<p><strong>{{subject}}</strong> ({{ticket}}) must be acknowledged within 48 hours and resolved by {{resolveBy}}.</p>
${button('deskUrl', 'Open the grievance desk')}`,
    text: `A new grievance

{{subject}} ({{ticket}}) must be acknowledged within 48 hours and resolved by {{resolveBy}}.

Open the grievance desk: {{deskUrl}}`,
  },
};

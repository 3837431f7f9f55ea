import { OneTimeLinkPage } from '../../components/OneTimeLinkPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';
import { useOneTimeLink } from '../../lib/useOneTimeLink.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/**
 * `/confirm-offers?token=…`, from the mail a guest gets after ticking "send me offers" at checkout: the click
 * records the consent (double opt-in, S72). A button, not the page load, does it, so a mail scanner opening
 * the link agrees to nothing; no sign-in is needed, the mailbox is the proof.
 */
export default function ConfirmOffersPage() {
  const { token, spend } = useOneTimeLink<{ confirmed: true }>('/api/marketing/confirm');
  usePageTitle('Confirm offers by mail');
  return (
    <OneTimeLinkPage
      heading="Offers by mail"
      intro="You asked for our new collections and offers at checkout. Confirm it and we will mail them to this address; every mail has a link to stop them."
      spend={spend}
      ready={token !== ''}
      done={() => (
        <SuccessAlert next={{ to: '/', label: 'Back to the shop' }}>
          Confirmed: new collections and offers will come to your inbox. You can stop them from any of those
          mails.
        </SuccessAlert>
      )}
      problem={!token && 'This link is incomplete. Please use the link from the mail.'}
      failure="This could not be confirmed. Please use the link from the latest mail."
      action={{ label: 'Yes, send me offers', pendingLabel: 'Confirming…' }}
    />
  );
}

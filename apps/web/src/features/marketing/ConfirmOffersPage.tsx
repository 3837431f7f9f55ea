import { OneTimeLinkPage } from '../../components/OneTimeLinkPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';

/**
 * `/confirm-offers?token=…`, from the mail a guest gets after ticking "send me offers" at checkout: the click
 * records the consent (double opt-in, S72). A button, not the page load, does it, so a mail scanner opening
 * the link agrees to nothing; no sign-in is needed, the mailbox is the proof.
 */
export default function ConfirmOffersPage() {
  return (
    <OneTimeLinkPage<{ confirmed: true }>
      path="/api/marketing/confirm"
      title="Confirm offers by mail"
      heading="Offers by mail"
      intro="You asked for our new collections and offers at checkout. Confirm it and we will mail them to this address; every mail has a link to stop them."
      done={() => (
        <SuccessAlert next={{ to: '/', label: 'Back to the shop' }}>
          Confirmed: new collections and offers will come to your inbox. You can stop them from any of those
          mails.
        </SuccessAlert>
      )}
      withoutToken="This link is incomplete. Please use the link from the mail."
      failure="This could not be confirmed. Please use the link from the latest mail."
      action={{ label: 'Yes, send me offers', pendingLabel: 'Confirming…' }}
    />
  );
}

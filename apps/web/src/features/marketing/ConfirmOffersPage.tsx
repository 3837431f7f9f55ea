import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OneTimeLinkPage } from '../../components/OneTimeLinkPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/**
 * `/confirm-offers?token=…`, from the mail a guest gets after ticking "send me offers" at checkout: the click
 * records the consent (double opt-in, S72). A button, not the page load, does it, so a mail scanner opening
 * the link agrees to nothing; no sign-in is needed, the mailbox is the proof.
 */
export default function ConfirmOffersPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => api<{ confirmed: true }>('/api/marketing/confirm', { method: 'POST', body: { token } }),
  });
  usePageTitle('Confirm offers by mail');
  return (
    <OneTimeLinkPage
      heading="Offers by mail"
      intro="You asked for our new collections and offers at checkout. Confirm it and we will mail them to this address; every mail has a link to stop them."
      done={
        confirm.data && (
          <SuccessAlert next={{ to: '/', label: 'Back to the shop' }}>
            Confirmed: new collections and offers will come to your inbox. You can stop them from any of those
            mails.
          </SuccessAlert>
        )
      }
      failure={
        (!token && 'This link is incomplete. Please use the link from the mail.') ||
        (confirm.isError &&
          errorMessage(
            confirm.error,
            'This could not be confirmed. Please use the link from the latest mail.',
          ))
      }
      action={{
        label: 'Yes, send me offers',
        pendingLabel: 'Confirming…',
        pending: confirm.isPending,
        disabled: !token || confirm.isPending,
        run: () => confirm.mutate(),
      }}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { OneTimeLinkPage } from '../../components/OneTimeLinkPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';

/**
 * `/account/guest-orders?token=…`, from the mail: the guest orders of the account's email join it (the email is proven). A button, not
 * the page load, does it, so a mail scanner opening the link changes nothing.
 */
export default function GuestOrdersLinkPage() {
  const queryClient = useQueryClient();
  return (
    <OneTimeLinkPage<{ moved: number }>
      path="/api/account/guest-orders/claim"
      onDone={() => queryClient.invalidateQueries({ queryKey: ['orders'] })}
      heading="Add your guest orders"
      intro="Signed in to the account this mail was sent for, add the orders you placed as a guest with its email."
      done={({ moved }) => (
        <SuccessAlert next={{ to: '/account/order', label: 'My Orders' }}>
          {moved === 1 ? 'One order is in your account now.' : `${moved} orders are in your account now.`}
        </SuccessAlert>
      )}
      failure="Your orders could not be added. Please try again."
      action={{ label: 'Add them to my account', pendingLabel: 'Adding…' }}
    />
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Panel, panelSx } from '../../components/Panel.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { WhatsappOptIn } from '../../components/WhatsappOptIn.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useAuth } from '../auth/index.ts';
import { MarketingConsent } from './MarketingConsent.tsx';
import { MyGrievances } from './MyGrievances.tsx';
import { NameForm } from './NameForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PrivacyCentre } from './PrivacyCentre.tsx';
import { ProfileAddresses } from './ProfileAddresses.tsx';
import { WalletPanel } from './WalletPanel.tsx';

/**
 * `/account/profile` (docs/design.md: Profile opens a profile page): name and email, the name editable; saved
 * addresses added, edited and deleted; the password changed.
 */
export default function ProfilePage() {
  const { user, isLoading, signOut } = useAuth();
  const [editingName, setEditingName] = useState(false);
  usePageTitle('Profile');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>My Profile</PageHeading>
      {isLoading ? (
        <Skeleton variant="rounded" height={200} />
      ) : !user ? (
        <SignInPrompt what="your profile" />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ ...panelSx, display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Avatar
              sx={{
                width: 64,
                height: 64,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: 28,
              }}
              aria-hidden="true"
            >
              {user.firstName.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="h5" component="h2">
                {user.firstName} {user.lastName}
              </Typography>
              <Typography
                sx={{
                  color: 'text.secondary',
                }}
              >
                {user.email}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {!editingName && (
                <Button variant="outlined" onClick={() => setEditingName(true)}>
                  Edit name
                </Button>
              )}
              <Button component={RouterLink} to="/account/order" variant="outlined">
                My Orders
              </Button>
              <Button onClick={() => void signOut()}>Logout</Button>
            </Box>
            {editingName && (
              <Box sx={{ flexBasis: '100%' }}>
                <NameForm
                  name={{ firstName: user.firstName, lastName: user.lastName }}
                  onDone={() => setEditingName(false)}
                />
              </Box>
            )}
          </Box>
          <Panel title="Store credit">
            <WalletPanel />
          </Panel>
          <Panel title="Saved addresses">
            <ProfileAddresses />
          </Panel>
          <Panel title="Mail from us">
            <MarketingConsent />
          </Panel>
          <Panel title="WhatsApp">
            <WhatsappOptIn />
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
              }}
            >
              Your order, its confirmation, shipping and delivery, to the phone of the order's address.
            </Typography>
          </Panel>
          <Panel title="Change password">
            <PasswordForm />
          </Panel>
          <Box id="grievances">
            <Panel title="My grievances">
              <MyGrievances />
            </Panel>
          </Box>
          <Panel title="Privacy centre">
            <PrivacyCentre />
          </Panel>
        </Box>
      )}
    </Container>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { AddressCard } from '../../components/AddressCard.tsx';
import { panelSx } from '../../components/Panel.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { useAuth } from '../auth/index.ts';

/** `/account/profile`: name, email and saved addresses (DESIGN.md: Profile opens a profile page). */
export default function ProfilePage() {
  const { user, isLoading, signOut } = useAuth();
  useEffect(() => {
    document.title = 'Profile | MoonMade Jewellery';
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        My Profile
      </Typography>
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
              <Typography color="text.secondary">{user.email}</Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button component={RouterLink} to="/account/order" variant="outlined">
                My Orders
              </Button>
              <Button onClick={() => void signOut()}>Logout</Button>
            </Box>
          </Box>
          <Box component="section" aria-labelledby="profile-addresses" sx={panelSx}>
            <Typography id="profile-addresses" variant="h5" component="h2" sx={{ mb: 2 }}>
              Saved addresses
            </Typography>
            {user.addresses.length === 0 ? (
              <Typography color="text.secondary">
                No saved addresses yet. The address you deliver your first order to is saved here.
              </Typography>
            ) : (
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                {user.addresses.map((address) => (
                  <Box
                    component="li"
                    key={address._id}
                    sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
                  >
                    <AddressCard address={address} />
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      )}
    </Container>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../components/Notifier.tsx';
import { SERIF } from '../../design/tokens.ts';
import { useAuth } from './AuthProvider.tsx';
import type { DialogState } from './dialogState.ts';
import { GUEST_CHECKOUT_LINE } from './guestCheckout.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/**
 * docs/product.md §2: /login and /register open a 500 px dialog over the page; the login form on /login, the
 * register form otherwise. Once the user is known, the dialog closes and the app navigates back.
 */
export default function AuthDialog({ mode }: { mode: 'login' | 'register' }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const state = location.state as DialogState | null;
  const closing = useRef(false);

  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    if (state?.background) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate, state]);

  // Heading somewhere (Place your Order): onSignedIn goes on there once the sign-in has finished.
  useEffect(() => {
    if (user && !state?.next) close();
  }, [user, close, state]);

  const switchTo = (next: 'login' | 'register') => navigate(`/${next}`, { replace: true, state });
  const onSignedIn = (problem?: string) => {
    if (problem) notify({ message: problem, severity: 'warning', autoHideMs: 10_000 });
    const next = state?.next;
    if (!next) return;
    // A guest cart that could not be moved in full: back to the cart, which shows what changed and why.
    if (problem) return close();
    closing.current = true;
    navigate(next, { replace: true });
  };

  // Opened by Place your Order: a shopper may check out without an account (docs/api.md, Guest checkout).
  const fromCheckout = state?.next?.startsWith('/checkout') ?? false;
  const titleId = 'auth-dialog-title';
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 500, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 5 }, pt: 5, pb: 4 }}>
        <Typography
          id={titleId}
          component="h2"
          sx={{ fontFamily: SERIF, fontSize: 30, fontWeight: 600, mb: 0.5 }}
        >
          {mode === 'login' ? 'Welcome back' : 'Create your account'}
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 3,
          }}
        >
          {mode === 'login'
            ? 'Sign in to see your cart, addresses and orders.'
            : 'Register to check out faster and follow your orders.'}
        </Typography>
        {mode === 'login' ? (
          <LoginForm onSignedIn={onSignedIn} onSwitch={() => switchTo('register')} />
        ) : (
          <RegisterForm onSignedIn={onSignedIn} onSwitch={() => switchTo('login')} />
        )}
        {fromCheckout && (
          <>
            <Divider sx={{ my: 3 }}>or</Divider>
            <Button
              variant="outlined"
              size="large"
              fullWidth
              onClick={() => {
                closing.current = true;
                navigate('/checkout/guest', { replace: true });
              }}
            >
              Continue as guest
            </Button>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                mt: 1,
                textAlign: 'center',
              }}
            >
              {GUEST_CHECKOUT_LINE}
            </Typography>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

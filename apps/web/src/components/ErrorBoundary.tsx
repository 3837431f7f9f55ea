import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** The last line: a page that throws shows a way back instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 3,
          }}
        >
          This page could not be shown. Reloading usually helps.
        </Typography>
        <ButtonBase
          onClick={() => window.location.reload()}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: 3,
            py: 1.25,
            borderRadius: 1,
            fontWeight: 600,
          }}
        >
          Reload the page
        </ButtonBase>
      </Container>
    );
  }
}

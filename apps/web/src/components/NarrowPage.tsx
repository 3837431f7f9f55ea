import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading.tsx';

/** A narrow page under one heading: the password pages and the pages a mailed link opens. */
export function NarrowPage({
  heading,
  headingGap,
  children,
}: {
  heading: ReactNode;
  headingGap?: number;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeading gap={headingGap}>{heading}</PageHeading>
      {children}
    </Container>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { INFO_PAGES, infoPagePath } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, useParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { isApiError } from '../../lib/api.ts';
import { infoPageQuery, proseSx } from '../../lib/infoPages.ts';
import { GrievanceForm } from './GrievanceForm.tsx';

function PagesNav() {
  return (
    <Box component="nav" aria-label="Help and information">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {INFO_PAGES.map((page) => (
          <li key={page.slug}>
            <Box
              component={NavLink}
              to={infoPagePath(page.slug)}
              sx={{
                display: 'block',
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                color: 'text.primary',
                textDecoration: 'none',
                fontSize: 15,
                '&:hover': { bgcolor: 'rgba(79,51,44,0.06)' },
                '&.active': { bgcolor: 'rgba(79,51,44,0.1)', fontWeight: 600 },
              }}
            >
              {page.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * `/pages/{slug}`: About, Shipping, Returns, … The HTML comes from the repository's markdown, rendered by the
 * API with raw HTML turned off and the shop's details escaped, so it is safe to insert as it is.
 */
export default function InfoPage() {
  const { slug = '' } = useParams();
  const page = useQuery(infoPageQuery(slug));

  useEffect(() => {
    if (page.data) document.title = `${page.data.title} | MoonMade Jewellery`;
  }, [page.data]);

  if (isApiError(page.error, 'NOT_FOUND') || isApiError(page.error, 'INVALID_INPUT'))
    return <NotFoundPage what="page" />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
          gap: { xs: 4, md: 6 },
        }}
      >
        <Box component="article" sx={{ order: { md: 2 }, maxWidth: 760 }}>
          {page.isError ? (
            <RetryAlert query={page} fallback="This page could not be loaded." />
          ) : page.data ? (
            <>
              <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.8rem' }, mb: 3 }}>
                {page.data.title}
              </Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our API from our own markdown, raw HTML escaped */}
              <Box sx={proseSx} dangerouslySetInnerHTML={{ __html: page.data.html }} />
              {slug === 'contact' && <GrievanceForm />}
            </>
          ) : (
            <Box aria-hidden="true">
              <Skeleton width="60%" height={64} />
              <Skeleton />
              <Skeleton />
              <Skeleton width="80%" />
            </Box>
          )}
        </Box>
        <Box sx={{ order: { md: 1 } }}>
          <PagesNav />
        </Box>
      </Box>
    </Container>
  );
}

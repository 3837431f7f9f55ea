import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { NAVIGATION } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SERIF } from '../theme.ts';

const PHONE = '+91 98765 43210';
const PHONE_HREF = 'tel:+919876543210';
const EMAIL = 'care@moonmade.in';

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { name: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
];

const USEFUL_LINKS = [
  { label: 'My Orders', to: '/account/order' },
  { label: 'My Profile', to: '/account/profile' },
  { label: 'Cart', to: '/cart' },
  { label: 'Company', to: '/' },
  { label: 'Stores', to: '/' },
];

const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

function FooterLink({ href, to, children }: { href?: string; to?: string; children: ReactNode }) {
  return to ? (
    <Box component={RouterLink} to={to} sx={linkSx}>
      {children}
    </Box>
  ) : (
    <Box component="a" href={href} sx={linkSx}>
      {children}
    </Box>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        component="h2"
        sx={{ fontFamily: SERIF, fontSize: 22, fontWeight: 600, mb: 1.5, color: 'secondary.light' }}
      >
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

function Line({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: 14 }}>
      {icon && (
        <Box sx={{ display: 'flex', color: 'secondary.light', '& svg': { fontSize: 18 } }} aria-hidden="true">
          {icon}
        </Box>
      )}
      {children}
    </Box>
  );
}

/** SPEC.md §1: customer care (phone twice, email, hours), shop and useful links, mission, four social links. */
export default function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#2f1f1a', color: '#f3ebe0', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="xl">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          <Box>
            <Column title="Customer Care">
              <Line icon={<PhoneOutlinedIcon />}>
                <FooterLink href={PHONE_HREF}>{PHONE}</FooterLink>
              </Line>
              <Line icon={<PhoneOutlinedIcon />}>
                <FooterLink href={PHONE_HREF}>{PHONE}</FooterLink>
              </Line>
              <Line icon={<EmailOutlinedIcon />}>
                <FooterLink href={`mailto:${EMAIL}`}>{EMAIL}</FooterLink>
              </Line>
              <Line icon={<ScheduleOutlinedIcon />}>Monday to Saturday, 10 AM to 6 PM</Line>
            </Column>
          </Box>
          <Box>
            <Column title="Shop">
              {NAVIGATION.categories.flatMap((category) =>
                category.sections.flatMap((section) =>
                  section.items.map((item) => (
                    <Line key={item.id}>
                      <FooterLink to={`/${category.id}/${section.id}/${item.id}`}>
                        {item.name} for {category.id === 'women' ? 'Her' : 'Him'}
                      </FooterLink>
                    </Line>
                  )),
                ),
              )}
            </Column>
          </Box>
          <Box>
            <Column title="Useful Links">
              {USEFUL_LINKS.map((link) => (
                <Line key={link.label}>
                  <FooterLink to={link.to}>{link.label}</FooterLink>
                </Line>
              ))}
            </Column>
          </Box>
          <Box>
            <Column title="Our Mission">
              <Line>
                Jewellery made to be worn every day and kept for a lifetime: honest prices, metals that last,
                and care that does not end at checkout.
              </Line>
            </Column>
            <Box
              component="ul"
              aria-label="MoonMade on social media"
              sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, mt: 2, mb: 0, ml: -1 }}
            >
              {SOCIAL.map((social) => (
                <li key={social.name}>
                  <IconButton
                    component="a"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`MoonMade on ${social.name}`}
                    sx={{ color: 'inherit' }}
                  >
                    {social.icon}
                  </IconButton>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(243,235,224,0.2)', opacity: 0.8 }}
        >
          © {new Date().getFullYear()} MoonMade Jewellery. All prices include taxes.
        </Typography>
      </Container>
    </Box>
  );
}

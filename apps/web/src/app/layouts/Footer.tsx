import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PinterestIcon from '@mui/icons-material/Pinterest';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ShopInfo } from '@shop/contracts';
import { INFO_PAGES, infoPagePath, NAVIGATION } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SERIF } from '../../design/tokens.ts';
import { useShop } from '../../features/shop/shopQuery.ts';

/** Shown until the shop's details arrive (and if they cannot be loaded): the defaults of its config. */
const FALLBACK: ShopInfo = {
  name: 'MoonMade',
  paymentTestMode: false,
  supportEmail: 'care@moonmade.in',
  supportPhone: '+91 98765 43210',
  supportHours: 'Monday to Saturday, 10 AM to 6 PM',
  address: '',
  cashOnDelivery: { enabled: false, maxOrder: 0, fee: 0 },
  giftWrapFee: 0,
  prepaidDiscount: 0,
  returnWindowDays: 7,
  delivery: { charge: 0, freeFrom: 0 },
  deliveryDays: { min: 3, max: 7 },
  seller: { legalName: '', address: '', gstin: '', countryOfOrigin: 'India' },
  grievanceOfficer: { name: '', designation: '', email: '', phone: '' },
  privacyNoticeVersion: '',
  social: {},
};

const SOCIAL: { key: keyof ShopInfo['social']; name: string; icon: ReactNode }[] = [
  { key: 'instagram', name: 'Instagram', icon: <InstagramIcon /> },
  { key: 'facebook', name: 'Facebook', icon: <FacebookIcon /> },
  { key: 'youtube', name: 'YouTube', icon: <YouTubeIcon /> },
  { key: 'pinterest', name: 'Pinterest', icon: <PinterestIcon /> },
];

const USEFUL_LINKS = [
  { label: 'My Orders', to: '/account/order' },
  { label: 'Track order', to: '/track-order' },
  { label: 'My Profile', to: '/account/profile' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'Gift cards', to: '/gift-cards' },
  { label: 'Cart', to: '/cart' },
  { label: 'Company', to: infoPagePath('about') },
  { label: 'Stores', to: infoPagePath('stores') },
];

/** The help pages; About and Stores are the spec's Company and Stores links above. */
const HELP_LINKS = INFO_PAGES.filter((page) => page.slug !== 'about' && page.slug !== 'stores');

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

/**
 * docs/product.md §1: customer care (phone twice, email, hours), shop and useful links, mission, social links; plus the
 * help pages. Name, contacts and social links come from the shop's config; a network without a link is not shown.
 */
export default function Footer() {
  const shop = useShop().data ?? FALLBACK;
  const phoneDigits = shop.supportPhone.replace(/(?!^\+)[^\d]/g, '');
  const phoneHref = `tel:${phoneDigits}`;
  const social = SOCIAL.flatMap((network) => {
    const href = shop.social[network.key];
    return href ? [{ ...network, href }] : [];
  });
  return (
    <Box component="footer" sx={{ bgcolor: '#2f1f1a', color: '#f3ebe0', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="xl">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' },
          }}
        >
          <Box>
            <Column title="Customer Care">
              {/* The spec's phone shown twice: once to call, once to chat on WhatsApp, not the same link twice. */}
              <Line icon={<PhoneOutlinedIcon />}>
                <FooterLink href={phoneHref}>{shop.supportPhone}</FooterLink>
              </Line>
              <Line icon={<WhatsAppIcon />}>
                <FooterLink href={`https://wa.me/${phoneDigits.replace('+', '')}`}>
                  Chat on WhatsApp
                </FooterLink>
              </Line>
              <Line icon={<EmailOutlinedIcon />}>
                <FooterLink href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</FooterLink>
              </Line>
              <Line icon={<ScheduleOutlinedIcon />}>{shop.supportHours}</Line>
              {shop.address && <Line icon={<PlaceOutlinedIcon />}>{shop.address}</Line>}
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
            <Column title="Help">
              {HELP_LINKS.map((page) => (
                <Line key={page.slug}>
                  <FooterLink to={infoPagePath(page.slug)}>{page.label}</FooterLink>
                </Line>
              ))}
              <Line>
                <FooterLink to={`${infoPagePath('contact')}#grievance-officer`}>
                  Grievance Redressal
                </FooterLink>
              </Line>
            </Column>
          </Box>
          <Box>
            <Column title="Our Mission">
              <Line>
                Jewellery made to be worn every day and kept for a lifetime: honest prices, metals that last,
                and care that does not end at checkout.
              </Line>
            </Column>
            {social.length > 0 && (
              <Box
                component="ul"
                aria-label={`${shop.name} on social media`}
                sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, mt: 2, mb: 0, ml: -1 }}
              >
                {social.map((network) => (
                  <li key={network.key}>
                    <IconButton
                      component="a"
                      href={network.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${shop.name} on ${network.name}`}
                      sx={{ color: 'inherit' }}
                    >
                      {network.icon}
                    </IconButton>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(243,235,224,0.2)', opacity: 0.8 }}
        >
          © {new Date().getFullYear()} {shop.name}. All prices include taxes.
          {shop.seller.legalName && ` Sold by ${shop.seller.legalName}, GSTIN ${shop.seller.gstin}.`}
          {shop.grievanceOfficer.name &&
            ` Grievance officer: ${shop.grievanceOfficer.name}, ${shop.grievanceOfficer.designation}, ${shop.grievanceOfficer.email}, ${shop.grievanceOfficer.phone}.`}
        </Typography>
      </Container>
    </Box>
  );
}

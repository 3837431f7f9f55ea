/** The header's text buttons: categories, pages, Help and the account button. */
export const navButtonSx = {
  px: 1.5,
  height: 40,
  borderRadius: 1,
  fontSize: 15,
  fontWeight: 500,
  color: 'text.primary',
  gap: 0.5,
  '&:hover': { bgcolor: 'rgba(79,51,44,0.06)' },
} as const;

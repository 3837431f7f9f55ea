import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

interface ListingPaginationProps {
  totalPages: number;
  page: number;
  onChange: (page: number) => void;
}

/** The listing's page numbers, shown when there is more than one page. */
export function ListingPagination({ totalPages, page, onChange }: ListingPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
      <Pagination
        count={totalPages}
        page={Math.min(page, totalPages)}
        onChange={(_event, value) => onChange(value)}
        color="primary"
        shape="rounded"
        siblingCount={1}
        getItemAriaLabel={(type, item, selected) =>
          type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
        }
      />
    </Box>
  );
}

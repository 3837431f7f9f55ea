import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ProductFinish } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { productQuery } from '../../lib/productQuery.ts';

/**
 * The finishes of this design as swatches with their names and stock. Choosing one opens that product's page in
 * place (client-side: its URL, pictures, price and sizes), its data fetched ahead so nothing flashes.
 */
export function FinishSwatches({ finishes, current }: { finishes: ProductFinish[]; current: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const finish of finishes)
      if (finish.productId !== current) void queryClient.prefetchQuery(productQuery(finish.productId));
  }, [finishes, current, queryClient]);
  if (finishes.length < 2) return null;
  const chosen = finishes.find((f) => f.productId === current);
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography id="finish-label" sx={{ fontWeight: 600, mb: 1 }}>
        Finish:{' '}
        <Box component="span" sx={{ fontWeight: 400 }}>
          {chosen?.label}
        </Box>
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="finish-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {finishes.map((finish) => {
          const selected = finish.productId === current;
          return (
            <ButtonBase
              key={finish.productId}
              role="radio"
              aria-checked={selected}
              aria-label={`${finish.label}${finish.inStock ? '' : ', sold out'}`}
              onClick={() => !selected && navigate(`/product/${finish.productId}`)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.25,
                py: 0.75,
                border: selected ? 2 : 1,
                borderColor: selected ? 'primary.main' : 'divider',
                borderRadius: 5,
                opacity: finish.inStock ? 1 : 0.6,
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: finish.color,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Typography variant="body2">
                {finish.label}
                {finish.inStock ? '' : ' · Sold out'}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

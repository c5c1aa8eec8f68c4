import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards while the restaurant list loads. */
export function RestaurantListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={1.5} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Box
          key={i}
          sx={{ display: 'flex', gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          <Skeleton variant="rectangular" width={96} height={96} />
          <Box sx={{ flex: 1, py: 1.5, pr: 1.5 }}>
            <Skeleton width="70%" />
            <Skeleton width="90%" />
            <Skeleton width="40%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

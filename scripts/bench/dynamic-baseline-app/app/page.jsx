import { headers } from 'next/headers';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

// Rendered for every request, like the app's pages (which read the Host for the brand and a per-request nonce).
export const dynamic = 'force-dynamic';

export default async function Page() {
  const host = (await headers()).get('host') ?? 'unknown';
  return (
    <main>
      <Typography component="h1" variant="h5">
        Dynamic baseline
      </Typography>
      <Typography>{host}</Typography>
      <Button variant="contained">OK</Button>
    </main>
  );
}

'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function Page() {
  return (
    <main>
      <Typography component="h1" variant="h5">
        Baseline
      </Typography>
      <Button variant="contained">OK</Button>
    </main>
  );
}

'use client';
import { useQuery } from '@tanstack/react-query';
import axios from 'axios';
import FloorPage from '../page';

// bench:lighthouse's second floor: the stack floor page whose largest text comes only with the answer of one call the
// browser makes once it has run its scripts, as the app's order complete page waits for its order (issue 29). No app
// code: what the stack alone scores on such a page.
function AfterOneCall() {
  const query = useQuery({
    queryKey: ['floor-order'],
    queryFn: () => axios.get('/client-data/order').then((response) => response.data),
  });
  if (!query.data) return <div aria-busy="true" style={{ minHeight: 80 }} />;
  return <p style={{ fontSize: '0.875rem', lineHeight: 1.43, margin: '16px 0' }}>{query.data.text}</p>;
}

export default function ClientDataFloorPage() {
  return (
    <FloorPage>
      <AfterOneCall />
    </FloorPage>
  );
}

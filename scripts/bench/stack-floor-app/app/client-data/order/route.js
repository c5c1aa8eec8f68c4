// The floor's one call (client-data/page.jsx): a small JSON answer after 100 ms, about what the app's order call takes
// through its proxy and the mock on this machine (110–130 ms in a browser timeline of the order complete page).
export const dynamic = 'force-dynamic';

const TEXT =
  'At the ready time, tell the staff your order number at the counter. Your order is kept for 30 minutes after it is ready.';

export async function GET() {
  await new Promise((resolve) => setTimeout(resolve, 100));
  return Response.json({ text: TEXT });
}

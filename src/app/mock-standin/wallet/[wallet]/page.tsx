import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { isStandinWallet, MockStandin } from '@/mock';

/** Mock only: a wallet's payment page (d払い, PayPay, au PAY, 楽天ペイ); 404 for any other name. */
export default async function WalletStandinPage({ params }: { params: Promise<{ wallet: string }> }) {
  const { wallet } = await params;
  if (!isStandinWallet(wallet)) notFound();
  return (
    <Suspense>
      <RouteTranslations route="/mock-standin/wallet/[wallet]">
        <MockStandin provider={wallet} />
      </RouteTranslations>
    </Suspense>
  );
}

import type { MoneyPreview, SuspenseQuoteBody } from '@mizani/sdk/contract';
import { useSuspenseQuoteMutation } from '@mizani/sdk/query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { newClientOrderNo } from '../form-rules.ts';

interface Preview<V> {
  figures: MoneyPreview;
  values: V;
  /** Made once per preview: a retried confirmation is the same move, a new preview a new one. */
  clientOrderNo: string;
}

/**
 * The confirm step of a suspense move: the form asks the server what the move costs, the user
 * sees it and confirms or cancels; the figures confirmed stay for the result. Editing the form
 * after asking drops the figures.
 */
export function useFeeStep<V>(values: V, orderPrefix: string) {
  const quote = useSuspenseQuoteMutation(api);
  const [preview, setPreview] = useState<Preview<V> | null>(null);
  const [booked, setBooked] = useState<MoneyPreview | null>(null);
  const fingerprint = JSON.stringify(values);
  useEffect(() => {
    if (preview && JSON.stringify(preview.values) !== fingerprint) setPreview(null);
  }, [fingerprint, preview]);
  return {
    preview,
    booked,
    /** Asks for the figures of `body`; the SDK shows a refusal (limits, an unknown channel...). */
    ask: async (body: SuspenseQuoteBody, asked: V) => {
      try {
        const figures = await quote.mutateAsync(body);
        setBooked(null);
        setPreview({ figures, values: asked, clientOrderNo: newClientOrderNo(orderPrefix) });
      } catch {
        setPreview(null);
      }
    },
    done: () => {
      setBooked(preview?.figures ?? null);
      setPreview(null);
    },
    cancel: () => setPreview(null),
  };
}

export type FeeStepState<V> = ReturnType<typeof useFeeStep<V>>;

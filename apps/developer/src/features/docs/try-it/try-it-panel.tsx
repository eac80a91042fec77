import { Box, Button, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useUserApiInfoQuery } from '@mizani/sdk/query';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { Field, Select } from '@mizani/ui/form';
import { SESSION_ROUTE_ID, type SessionGuardData } from '../../../lib/session/require-session.ts';
import { api } from '../../../lib/api.ts';
import { env } from '../../../lib/env.ts';
import { CodeBlock } from '../components/code-block.tsx';
import { docRequests, type DocRequestId, requestTarget } from '../samples/requests.ts';
import { randomNonce, signedHeaders } from './sign.ts';

const APPROVED = 1;
const TRY_IDS = ['balance', 'payout', 'payin', 'orderByMerchantNo'] as const satisfies readonly DocRequestId[];
type TryId = (typeof TRY_IDS)[number];

/** A fresh merchant order number, so a try is a new order and not an idempotent repeat. */
const freshOrderNo = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

function initialBody(id: TryId): string {
  const body = docRequests[id].body;
  if (!body) return '';
  return JSON.stringify({ ...body, merchantOrderNo: freshOrderNo(id === 'payin' ? 'TRY-IN' : 'TRY-OUT') }, null, 2);
}

interface Reply {
  status: number;
  text: string;
}

/**
 * "Try it": sends one sandbox request signed in the browser with the signed-in merchant's keys
 * (from /user/userApi/info) and shows the reply as it came. The request is the docs' own,
 * editable; payouts use the sandbox test numbers, so no real money moves.
 */
function TryItForm({ accessKey, accessSecret }: { accessKey: string; accessSecret: string }) {
  const t = useT();
  const [id, setId] = useState<TryId>('balance');
  const [body, setBody] = useState('');
  const [merchantOrderNo, setMerchantOrderNo] = useState(docRequests.orderByMerchantNo.pathValues?.merchantOrderNo ?? '');
  const [reply, setReply] = useState<Reply | null>(null);
  const [sending, setSending] = useState(false);
  const request = docRequests[id];

  const choose = (next: TryId) => {
    setId(next);
    setBody(initialBody(next));
    setReply(null);
  };

  const send = async () => {
    setSending(true);
    try {
      const target = requestTarget(request, id === 'orderByMerchantNo' ? { merchantOrderNo } : {});
      const sentBody = request.method === 'POST' ? JSON.stringify(JSON.parse(body)) : '';
      const headers = await signedHeaders({
        accessKey,
        accessSecret,
        method: request.method,
        target,
        body: sentBody,
        timestamp: Math.floor(Date.now() / 1000),
        nonce: randomNonce(),
      });
      // The signature covers `target` as sent; the API base is the console's own origin.
      const origin = env.apiBaseUrl.replace(/\/api$/, '');
      const response = await fetch(`${origin}${target}`, {
        method: request.method,
        headers: request.method === 'POST' ? { ...headers, 'Content-Type': 'application/json' } : headers,
        ...(request.method === 'POST' ? { body: sentBody } : {}),
      });
      const text = await response.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON: shown as it came.
      }
      setReply({ status: response.status, text: pretty });
    } catch (error) {
      setReply({ status: 0, text: error instanceof SyntaxError ? t('api.tryIt.badJson') : t('api.tryIt.networkError') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="4">
      <Field label={t('api.tryIt.request')}>
        <Select
          name="request"
          value={id}
          onChange={(e) => choose(e.currentTarget.value as TryId)}
          options={TRY_IDS.map((option) => ({ value: option, label: `${docRequests[option].method} ${docRequests[option].path.split('?')[0]} — ${t(`api.tryIt.option.${option}`)}` }))}
        />
      </Field>
      {request.method === 'POST' ? (
        <Field label={t('api.docs.requestBody')} helperText={t('api.tryIt.bodyHelp')}>
          <Textarea value={body} onChange={(e) => setBody(e.currentTarget.value)} rows={9} fontFamily="mono" fontSize="sm" spellCheck={false} />
        </Field>
      ) : null}
      {id === 'orderByMerchantNo' ? (
        <Field label="merchantOrderNo">
          <Input value={merchantOrderNo} onChange={(e) => setMerchantOrderNo(e.currentTarget.value)} fontFamily="mono" />
        </Field>
      ) : null}
      <HStack>
        <Button colorPalette="brand" onClick={() => void send()} loading={sending} disabled={sending}>
          {t('api.tryIt.send')}
        </Button>
      </HStack>
      {reply ? (
        <Stack gap="2" aria-live="polite">
          <Text fontWeight="medium" data-testid="try-it-status">
            {t('api.tryIt.httpStatus', { status: reply.status })}
          </Text>
          <CodeBlock label={t('api.tryIt.reply')} code={reply.text} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The panel around the form: only an approved, signed-in merchant has keys to try with. */
export function TryItPanel() {
  const t = useT();
  const session = useRouteLoaderData(SESSION_ROUTE_ID) as SessionGuardData | undefined;
  const signedIn = session?.signedIn === true;
  const info = useUserApiInfoQuery(api, { enabled: signedIn });
  const ready = info.data?.auditStatus === APPROVED && info.data.accessKey && info.data.accessSecret;
  return (
    <Box as="section" aria-labelledby="try-it" borderWidth="1px" borderRadius="xl" bg="bg" p={{ base: '4', md: '5' }} my="6">
      <Text as="h2" id="try-it" fontSize="lg" fontWeight="semibold" mb="2">
        {t('api.tryIt.title')}
      </Text>
      <Text color="fg.muted" mb="4">
        {t('api.tryIt.intro')}
      </Text>
      {ready ? (
        <TryItForm accessKey={info.data?.accessKey ?? ''} accessSecret={info.data?.accessSecret ?? ''} />
      ) : !signedIn && session && 'loginHref' in session ? (
        <Text>
          <Link href={session.loginHref} color="brand.fg" textDecoration="underline">
            {t('api.tryIt.login')}
          </Link>
        </Text>
      ) : (
        <Text>{t('api.tryIt.needsApproval')}</Text>
      )}
    </Box>
  );
}

import { Box, Code, Heading, Link, List, Table, Text } from '@chakra-ui/react';
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TryItPanel } from '../try-it/try-it-panel.tsx';
import { BankTable, FeeTable } from './live-tables.tsx';
import { ChannelTable, RefusalExample, RequestExample, ResponseExample, TestNumbers, WebhookExample, WebhookSamples } from './doc-blocks.tsx';

// The console header holds the page's h1, so a page's own headings start one level down.
const heading = (level: 2 | 3 | 4, size: 'xl' | 'lg' | 'md') =>
  function DocHeading(props: ComponentProps<'h2'>) {
    return <Heading as={`h${level}`} size={size} mt={level === 2 ? '0' : '8'} mb="3" id={props.id}>{props.children}</Heading>;
  };

/** How MDX elements render in the console, and the blocks the pages use by name. */
export const mdxComponents: MDXComponents = {
  h1: heading(2, 'xl'),
  h2: heading(3, 'lg'),
  h3: heading(4, 'md'),
  p: (props) => <Text my="3" lineHeight="tall">{props.children}</Text>,
  a: ({ href = '', children }) =>
    href.startsWith('/homeApi/docs') || href.startsWith('./') ? (
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={href.replace(/^\/homeApi/, '').replace(/^\.\//, '/docs/')}>{children}</RouterLink>
      </Link>
    ) : (
      <Link href={href} color="brand.fg" textDecoration="underline">
        {children}
      </Link>
    ),
  ul: (props) => <List.Root ps="5" my="3" gap="1">{props.children}</List.Root>,
  ol: (props) => <List.Root as="ol" ps="5" my="3" gap="1">{props.children}</List.Root>,
  li: (props) => <List.Item>{props.children}</List.Item>,
  // Inline, not the recipe's inline-flex: a long hash or header name wraps with the sentence instead of widening a phone's page.
  code: (props) => (
    <Code fontSize="0.9em" display="inline" overflowWrap="anywhere">
      {props.children}
    </Code>
  ),
  pre: (props) => (
    <Box as="pre" my="4" p="4" borderWidth="1px" borderRadius="lg" bg="bg.muted" overflowX="auto" fontSize="sm" tabIndex={0}>
      {props.children}
    </Box>
  ),
  table: (props) => (
    <Box overflowX="auto" my="4" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm">{props.children}</Table.Root>
    </Box>
  ),
  thead: (props) => <Table.Header>{props.children}</Table.Header>,
  tbody: (props) => <Table.Body>{props.children}</Table.Body>,
  tr: (props) => <Table.Row>{props.children}</Table.Row>,
  th: (props) => <Table.ColumnHeader>{props.children}</Table.ColumnHeader>,
  td: (props) => <Table.Cell>{props.children}</Table.Cell>,
  RequestExample,
  ResponseExample,
  RefusalExample,
  WebhookExample,
  WebhookSamples,
  TestNumbers,
  ChannelTable,
  FeeTable,
  BankTable,
  TryIt: TryItPanel,
};

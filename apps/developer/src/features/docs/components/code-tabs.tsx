import { Tabs } from '@chakra-ui/react';
import { SAMPLE_LANGUAGE_LABELS, SAMPLE_LANGUAGES, type SampleLanguage } from '../samples/code.ts';
import { CodeBlock } from './code-block.tsx';

/** The same sample in curl, Node.js, Python and PHP. */
export function CodeTabs({ samples, label }: { samples: Record<SampleLanguage, string>; label: string }) {
  return (
    <Tabs.Root defaultValue="curl" variant="enclosed" size="sm" lazyMount>
      <Tabs.List aria-label={label} flexWrap="wrap">
        {SAMPLE_LANGUAGES.map((language) => (
          <Tabs.Trigger key={language} value={language}>
            {SAMPLE_LANGUAGE_LABELS[language]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SAMPLE_LANGUAGES.map((language) => (
        <Tabs.Content key={language} value={language} pt="3">
          <CodeBlock code={samples[language]} label={`${label} — ${SAMPLE_LANGUAGE_LABELS[language]}`} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

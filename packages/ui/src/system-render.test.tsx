import './testing/setup.ts';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  ChakraProvider,
  Checkbox,
  Code,
  Container,
  createSystem,
  DataList,
  defaultBaseConfig,
  Dialog,
  Drawer,
  Field,
  Heading,
  Icon,
  Input,
  Link,
  List,
  Menu,
  NativeSelect,
  Progress,
  RadioGroup,
  Separator,
  Skeleton,
  Spinner,
  Stat,
  Table,
  Tabs,
  Textarea,
  Toast,
  Toaster,
  createToaster,
  type SystemContext,
} from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem, recipes, slotRecipes } from './system.ts';

const system = getSystem();

const toaster = createToaster({ placement: 'top' });

/** One of each component kind the apps draw, open where it is an overlay. */
function Gallery() {
  return (
    <>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Alert</Alert.Title>
      </Alert.Root>
      <Avatar.Root>
        <Avatar.Fallback name="Amina Otieno" />
      </Avatar.Root>
      <Badge>Badge</Badge>
      <Button>Button</Button>
      <Card.Root>
        <Card.Body>Card</Card.Body>
      </Card.Root>
      <Checkbox.Root>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Check</Checkbox.Label>
      </Checkbox.Root>
      <Code>code</Code>
      <Container>Container</Container>
      <DataList.Root>
        <DataList.Item>
          <DataList.ItemLabel>Label</DataList.ItemLabel>
          <DataList.ItemValue>Value</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Dialog.Root open>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Dialog</Dialog.Title>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
      <Drawer.Root open>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Title>Drawer</Drawer.Title>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Root>
      <Field.Root>
        <Field.Label>Field</Field.Label>
        <Input />
      </Field.Root>
      <Heading>Heading</Heading>
      <Icon>
        <svg viewBox="0 0 1 1" />
      </Icon>
      <Link href="#x">Link</Link>
      <List.Root>
        <List.Item>Item</List.Item>
      </List.Root>
      <Menu.Root open>
        <Menu.Trigger>Menu</Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="a">A</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      <NativeSelect.Root>
        <NativeSelect.Field>
          <option>One</option>
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Progress.Root value={40}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <RadioGroup.Root>
        <RadioGroup.Item value="a">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>A</RadioGroup.ItemText>
        </RadioGroup.Item>
      </RadioGroup.Root>
      <Separator />
      <Skeleton height="4" />
      <Spinner />
      <Stat.Root>
        <Stat.Label>Stat</Stat.Label>
        <Stat.ValueText>1</Stat.ValueText>
      </Stat.Root>
      <Table.Root>
        <Table.Body>
          <Table.Row>
            <Table.Cell>Cell</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Tabs.Root defaultValue="a">
        <Tabs.List>
          <Tabs.Trigger value="a">A</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">Tab</Tabs.Content>
      </Tabs.Root>
      <Textarea />
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root>
            <Toast.Title>{toast.title}</Toast.Title>
          </Toast.Root>
        )}
      </Toaster>
    </>
  );
}

/** The recipe keys whose class (e.g. chakra-dialog__content) no element of the gallery carries. */
async function unstyled(target: SystemContext): Promise<string[]> {
  render(
    <ChakraProvider value={target}>
      <Gallery />
    </ChakraProvider>,
  );
  act(() => void toaster.create({ title: 'Toast', duration: 60_000 }));
  await screen.findByText('Toast');
  const classes = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
  const all: Record<string, { className?: string }> = { ...recipes, ...slotRecipes };
  return Object.entries(all)
    .filter(([, recipe]) => ![...classes].some((name) => name === recipe.className || name.startsWith(`${recipe.className}__`)))
    .map(([key]) => key);
}

describe('the shared system', () => {
  afterEach(() => toaster.remove());

  it('styles every component kind the apps draw with its recipe', async () => {
    expect(await unstyled(system)).toEqual([]);
  });

  it('is what styles them: without a recipe the component carries no recipe class', async () => {
    const { dialog: _dialog, table: _table, ...rest } = slotRecipes;
    const lacking = createSystem(defaultBaseConfig, { ...system._config, theme: { ...system._config.theme, slotRecipes: rest } });
    expect((await unstyled(lacking)).sort()).toEqual(['dialog', 'table']);
  });
});

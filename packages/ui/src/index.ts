export { emotionCacheOptions, UiProvider } from './provider.tsx';
export { notify, Toaster, type Notification, type NotificationType, type ToasterProps } from './notify.tsx';
export { withdrawNotification } from './withdraw-notification.ts';
export { CHAT_LINK_CLEARANCE, ChatLink, DEFAULT_CHAT_URL, DrawerChatLink, HeaderChatLink, type ChatLinkProps } from './chat-link.tsx';
/** The toast store itself, for toasts beyond `notify` (loading states, actions). Importing it loads the toast code eagerly. */
export { toaster } from './toaster.tsx';
export { LanguageMenu, type LanguageMenuProps } from './language-menu.tsx';
export { createDeferred } from './deferred.ts';
export { pinnedMenu } from './menu-positioning.ts';
export { useWideScreen } from './use-wide-screen.ts';
export { SidePanel, type SidePanelProps } from './side-panel.tsx';
export { SkipLink, type SkipLinkProps } from './skip-link.tsx';
export { SandboxBanner, type SandboxBannerProps } from './sandbox-banner.tsx';
export { ArrowRightIcon, CheckIcon, ChevronDownIcon, GlobeIcon, MenuIcon, PanelIcon, UserIcon, WalletIcon } from './icons.tsx';
export { getSystem, brandColors, PRIMARY_COLOR } from './system.ts';

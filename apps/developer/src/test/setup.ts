// Node-environment tests (the docs against a real server, signing) have no DOM to prepare.
if (typeof window !== 'undefined') await import('@mizani/ui/testing/setup');

import '@mizani/ui/testing/setup';

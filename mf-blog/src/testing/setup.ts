import { configure } from '@testing-library/react';

// Toasts and lazy chunks take a few seconds on a busy 2-core machine: wait up to 8 s for them.
configure({ asyncUtilTimeout: 8_000 });

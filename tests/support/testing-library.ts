import { configure } from '@testing-library/react';

// findBy*/waitFor give up after one second by default: on a loaded machine a lazily loaded dialog can take longer to
// appear than that, and the test fails with nothing wrong. Ten seconds still fails a dialog that never opens.
configure({ asyncUtilTimeout: 10_000 });

// Set once for every screen test: Testing Library's waits (findBy*, waitFor) get 6 s, since
// lazy screens, live queries and Formik validation settle asynchronously and the first import
// of a screen in a run can take over a second on a busy machine. Set in a hook: set while this
// file loads, it did not reach the tests' Testing Library.
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

beforeAll(() => configure({ asyncUtilTimeout: 6000 }));

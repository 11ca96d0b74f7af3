// Record ids: UUID version 7 (RFC 9562), time-ordered and monotonic on this phone. IndexedDB
// keeps a store's records in key order, so voters imported together (a roll is in part and
// serial order) sit next to each other on disk: reading one part's records touches a few
// neighbouring blocks instead of one block per voter, as random version 4 ids would.
// The server takes any UUID; ids made on different phones still never collide.
import { v7 } from 'uuid';

export const newRecordId = (): string => v7();

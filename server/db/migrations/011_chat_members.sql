-- Group chat is seen by its members only, not by area (issue 10): a chat record carries the
-- group it belongs to, and chat_members lists each group's members (derived from the group
-- record's memberIds and its creator), so a pull finds a member's chat rows by index.
ALTER TABLE records ADD COLUMN chat_group uuid;

CREATE INDEX records_chat_idx ON records (chat_group, version, id) WHERE chat_group IS NOT NULL;

CREATE TABLE chat_members (
  user_id uuid NOT NULL,
  group_id uuid NOT NULL,
  PRIMARY KEY (user_id, group_id)
);

-- Chat written before this migration: groups and their messages get their group; members
-- are the creator plus any listed member ids.
UPDATE records SET chat_group = id WHERE tbl = 'chatGroups';

UPDATE records SET chat_group = (fields ->> 'groupId')::uuid
WHERE tbl = 'chatMessages'
  AND fields ->> 'groupId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

-- A message without a group belongs to nobody's chat but its sender's.
UPDATE records SET chat_group = id WHERE tbl = 'chatMessages' AND chat_group IS NULL;

INSERT INTO chat_members (user_id, group_id)
SELECT owner_id, id FROM records WHERE tbl = 'chatGroups'
ON CONFLICT DO NOTHING;

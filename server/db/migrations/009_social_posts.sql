-- The social media feed (the specification's fields "Social media post"): posts for an area reach everyone inside
-- it. The picture is an uploaded file. Shares are counted per post and platform, one row each,
-- so a share is one UPSERT and never a read-modify-write of the post.
CREATE TABLE social_posts (
  id uuid PRIMARY KEY,
  -- C collation: the scope-prefix range (scope >= 'a/b/' AND scope < 'a/b0') is byte order.
  scope text COLLATE "C" NOT NULL,
  author_id uuid NOT NULL REFERENCES users (id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  image_file_id uuid REFERENCES files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX social_posts_scope_idx ON social_posts (scope, created_at DESC);
CREATE INDEX social_posts_created_idx ON social_posts (created_at DESC, id);

CREATE TABLE social_shares (
  post_id uuid NOT NULL REFERENCES social_posts (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('whatsapp', 'facebook', 'twitter', 'instagram', 'native')),
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, platform)
);

-- The three sample campaigns 010 put into every new database reached every account as real
-- pending invitations. They now come only with the demo data (POST /api/admin/demo), marked
-- as samples. Here they leave the databases where nobody has touched them: nobody answered,
-- joined or was sent a reply for them, and nobody edited or cancelled them. A sample someone
-- did use stays, with its answers.
DELETE FROM campaigns c
WHERE c.id IN ('7c0d6a5e-1f4b-4c1a-9e51-0a6f3c2b1d01', '7c0d6a5e-1f4b-4c1a-9e51-0a6f3c2b1d02',
               '7c0d6a5e-1f4b-4c1a-9e51-0a6f3c2b1d03')
  AND c.created_by IS NULL
  AND NOT c.cancelled
  AND c.updated_at = c.created_at
  AND NOT EXISTS (SELECT 1 FROM campaign_invitations i WHERE i.campaign_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM campaign_participations p WHERE p.campaign_id = c.id);

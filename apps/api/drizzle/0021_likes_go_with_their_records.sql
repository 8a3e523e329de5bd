-- A like names its record by kind and id, without a foreign key (docs/domain/media.md). When a liked record is
-- deleted, by whatever path (its author, a moderator, its gym or crag deleted with it, a thread's replies going with
-- its first comment), its likes go with it in the same statement, so a climber's likes list never names a record
-- that no longer exists.
CREATE OR REPLACE FUNCTION likes_forget_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM likes WHERE likeable_type = TG_ARGV[0] AND likeable_id IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER likes_forget_photos AFTER DELETE ON photos REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION likes_forget_deleted('photos');
--> statement-breakpoint
CREATE TRIGGER likes_forget_videos AFTER DELETE ON videos REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION likes_forget_deleted('videos');
--> statement-breakpoint
CREATE TRIGGER likes_forget_comments AFTER DELETE ON comments REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION likes_forget_deleted('comments');
--> statement-breakpoint
CREATE TRIGGER likes_forget_gym_routes AFTER DELETE ON gym_routes REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION likes_forget_deleted('gym_routes');

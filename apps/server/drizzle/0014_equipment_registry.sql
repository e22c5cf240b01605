DROP INDEX "equipment_name_trgm_idx";--> statement-breakpoint
DROP INDEX "equipment_status_idx";--> statement-breakpoint
DROP INDEX "equipment_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "state" SET DEFAULT 'work';--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "driver_id" integer;--> statement-breakpoint
-- Data of the hand-written equipment table, kept: the state's Russian text becomes the enum's value,
-- the organization and tenant names the own legal entities' ids (by name), the first driver the driver.
UPDATE "equipment" SET "state" = CASE "state"
  WHEN 'На ремонте' THEN 'repair'
  WHEN 'Простой' THEN 'idle'
  WHEN 'Списана' THEN 'written_off'
  ELSE 'work' END;--> statement-breakpoint
UPDATE "equipment" SET "organization_id" = (SELECT o."id" FROM "organizations" o WHERE o."name" = "equipment"."organization" ORDER BY o."status" DESC, o."id" LIMIT 1) WHERE "organization" IS NOT NULL;--> statement-breakpoint
UPDATE "equipment" SET "tenant_id" = (SELECT o."id" FROM "organizations" o WHERE o."name" = "equipment"."tenant" ORDER BY o."status" DESC, o."id" LIMIT 1) WHERE "tenant" IS NOT NULL;--> statement-breakpoint
UPDATE "equipment" SET "driver_id" = ("drivers" -> 0 ->> 'user_id')::integer WHERE jsonb_typeof("drivers" -> 0 -> 'user_id') = 'number';--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("board_number", '') || ' ' || coalesce("s_n", '') || ' ' || coalesce("location", ''))) STORED;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("board_number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("s_n", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("location", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "equipment_status_id_idx" ON "equipment" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "equipment_status_name_idx" ON "equipment" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "equipment_status_board_number_idx" ON "equipment" USING btree ("status","board_number","id");--> statement-breakpoint
CREATE INDEX "equipment_status_run_idx" ON "equipment" USING btree ("status","run","id");--> statement-breakpoint
CREATE INDEX "equipment_status_date_add_idx" ON "equipment" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "equipment_type_id_filter_idx" ON "equipment" USING btree ("status","type_id","name","id");--> statement-breakpoint
CREATE INDEX "equipment_state_filter_idx" ON "equipment" USING btree ("status","state","name","id");--> statement-breakpoint
CREATE INDEX "equipment_organization_id_filter_idx" ON "equipment" USING btree ("status","organization_id","name","id");--> statement-breakpoint
CREATE INDEX "equipment_tenant_id_filter_idx" ON "equipment" USING btree ("status","tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "equipment_driver_id_filter_idx" ON "equipment" USING btree ("status","driver_id","name","id");--> statement-breakpoint
CREATE INDEX "equipment_search_fts_idx" ON "equipment" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "equipment_search_trgm_idx" ON "equipment" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "equipment" DROP COLUMN "organization";--> statement-breakpoint
ALTER TABLE "equipment" DROP COLUMN "tenant";--> statement-breakpoint
ALTER TABLE "equipment" DROP COLUMN "drivers";
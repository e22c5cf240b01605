CREATE TABLE "equipment_acts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_acts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"equipment_id" integer NOT NULL,
	"holder_id" integer,
	"department" text,
	"organization_id" integer,
	"condition" text NOT NULL,
	"condition_comment" text,
	"odometer" integer,
	"comment" text,
	"giver_id" integer,
	"giver_name" text NOT NULL,
	"giver_signed_at" timestamp with time zone,
	"receiver_id" integer,
	"receiver_name" text NOT NULL,
	"receiver_signed_at" timestamp with time zone,
	"state" text DEFAULT 'signing' NOT NULL,
	CONSTRAINT "equipment_acts_kind" CHECK ("equipment_acts"."kind" in ('output', 'input')),
	CONSTRAINT "equipment_acts_condition" CHECK ("equipment_acts"."condition" in ('good', 'needs_repair', 'damaged')),
	CONSTRAINT "equipment_acts_state" CHECK ("equipment_acts"."state" in ('signing', 'signed')),
	CONSTRAINT "equipment_acts_odometer" CHECK ("equipment_acts"."odometer" is null or "equipment_acts"."odometer" >= 0)
);
--> statement-breakpoint
CREATE INDEX "equipment_acts_equipment_idx" ON "equipment_acts" USING btree ("equipment_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "equipment_acts_holder_idx" ON "equipment_acts" USING btree ("holder_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "equipment_acts_kind_idx" ON "equipment_acts" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "equipment_acts_date_idx" ON "equipment_acts" USING btree ("date","id" DESC NULLS LAST);
CREATE TABLE "warehouse_count_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_count_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"count_id" integer NOT NULL,
	"storage_id" integer NOT NULL,
	"nomenclature_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"expected" numeric(18, 3) DEFAULT '0' NOT NULL,
	"counted" numeric(18, 3),
	"cost" numeric(18, 2),
	CONSTRAINT "warehouse_count_lines_counted" CHECK ("warehouse_count_lines"."counted" is null or "warehouse_count_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_id" integer NOT NULL,
	"nested" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"act_id" integer,
	CONSTRAINT "warehouse_counts_state" CHECK ("warehouse_counts"."state" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "warehouse_markers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_markers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"nomenclature_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"storage_id" integer,
	"stock_id" integer,
	"holding_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "warehouse_count_lines" ADD CONSTRAINT "warehouse_count_lines_count_id_warehouse_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."warehouse_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_counts" ADD CONSTRAINT "warehouse_counts_storage_id_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_markers" ADD CONSTRAINT "warehouse_markers_storage_id_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_count_lines_key_idx" ON "warehouse_count_lines" USING btree ("count_id","storage_id","nomenclature_id","batch","serial");--> statement-breakpoint
CREATE INDEX "warehouse_counts_state_idx" ON "warehouse_counts" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "warehouse_counts_storage_idx" ON "warehouse_counts" USING btree ("storage_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_markers_code_idx" ON "warehouse_markers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warehouse_markers_item_idx" ON "warehouse_markers" USING btree ("nomenclature_id","serial");--> statement-breakpoint
CREATE INDEX "warehouse_markers_serial_idx" ON "warehouse_markers" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "warehouse_markers_created_idx" ON "warehouse_markers" USING btree ("created_at","id");
-- "Se repite" (docs/product.md#series): after the chat receptionist books a service marked so, it
-- offers the same time the following weeks as a series. Off for every service that exists.
ALTER TABLE "services" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;

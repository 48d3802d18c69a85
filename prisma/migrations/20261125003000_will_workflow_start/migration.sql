-- Under Temporal a will's run is started by the worker's relay, not by the request that stores
-- the will (docs/decisions/033-workflow-start-outbox.md): the row says when its start is due, in
-- the same INSERT that stores it, and the relay clears it once Temporal has the run.
ALTER TABLE "Will" ADD COLUMN "workflowStartAt" TIMESTAMP(3);

-- Only the owed starts are indexed: the relay's scan stays small however many wills are stored.
CREATE INDEX "Will_workflowStartAt_idx" ON "Will"("workflowStartAt") WHERE "workflowStartAt" IS NOT NULL;

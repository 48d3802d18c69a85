-- The operator database viewer's audit: one row per view of a will (who, which will, when, from
-- where). No foreign key to "Will", so the record of a view outlives the will.
CREATE TABLE "OperatorAudit" (
    "id" TEXT NOT NULL,
    "operator" TEXT NOT NULL,
    "willId" TEXT NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT NOT NULL,

    CONSTRAINT "OperatorAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OperatorAudit_willId_idx" ON "OperatorAudit"("willId");

-- CreateIndex
CREATE INDEX "OperatorAudit_viewedAt_idx" ON "OperatorAudit"("viewedAt");

{{/*
Names and labels, after helm create's conventions.
*/}}
{{- define "will-service.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "will-service.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/* A component's name: <fullname>-web, -worker, -migrate. */}}
{{- define "will-service.componentName" -}}
{{- $root := index . 0 }}
{{- $component := index . 1 }}
{{- printf "%s-%s" (include "will-service.fullname" $root | trunc (int (sub 62 (len $component))) | trimSuffix "-") $component }}
{{- end }}

{{- define "will-service.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "will-service.labels" -}}
helm.sh/chart: {{ include "will-service.chart" . }}
app.kubernetes.io/name: {{ include "will-service.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: will-service
{{- end }}

{{/* Selector labels of a component. */}}
{{- define "will-service.selectorLabels" -}}
{{- $root := index . 0 -}}
app.kubernetes.io/name: {{ include "will-service.name" $root }}
app.kubernetes.io/instance: {{ $root.Release.Name }}
app.kubernetes.io/component: {{ index . 1 }}
{{- end }}

{{/* All labels of a component. */}}
{{- define "will-service.componentLabels" -}}
{{ include "will-service.labels" (index . 0) }}
app.kubernetes.io/component: {{ index . 1 }}
{{- end }}

{{- define "will-service.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "will-service.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* An image reference; the tag defaults to the chart's appVersion. */}}
{{- define "will-service.image" -}}
{{- $root := index . 0 }}
{{- $image := index . 1 }}
{{- printf "%s:%s" $image.repository (default $root.Chart.AppVersion $image.tag) }}
{{- end }}

{{/*
The address people reach the site at (PUBLIC_URL, the links in emails): config.publicUrl, or
the first ingress host (https when the ingress has TLS). Empty when neither is set.
*/}}
{{- define "will-service.publicUrl" -}}
{{- if .Values.config.publicUrl }}
{{- .Values.config.publicUrl }}
{{- else if and .Values.ingress.enabled .Values.ingress.hosts }}
{{- printf "%s://%s" (ternary "https" "http" (gt (len .Values.ingress.tls) 0)) (first .Values.ingress.hosts) }}
{{- end }}
{{- end }}

{{/* The Secret holding SESSION_SECRET, DATABASE_URL and the other sensitive variables. */}}
{{- define "will-service.secretName" -}}
{{- default (printf "%s-secrets" (include "will-service.fullname" .)) .Values.secrets.existingSecret }}
{{- end }}

{{/* The variables read from the Secret: name -> required. The app fails fast on a bad value. */}}
{{- define "will-service.secretVariables" -}}
SESSION_SECRET: true
SESSION_SECRET_PREVIOUS: false
DATABASE_URL: true
SMTP_URL: false
OPENAI_API_KEY: false
OPERATOR_PASSWORD_HASH: false
{{- end }}

{{/* env entries for the Secret's variables (a required key missing keeps the pod from starting). */}}
{{- define "will-service.secretEnv" -}}
{{- $secretName := include "will-service.secretName" . }}
{{- range $variable, $required := include "will-service.secretVariables" . | fromYaml }}
- name: {{ $variable }}
  valueFrom:
    secretKeyRef:
      name: {{ $secretName }}
      key: {{ $variable }}
      {{- if not $required }}
      optional: true
      {{- end }}
{{- end }}
{{- end }}

{{/* Pod-level security: never root, the runtime's default seccomp profile. */}}
{{- define "will-service.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .Values.securityContext.runAsUser }}
runAsGroup: {{ .Values.securityContext.runAsGroup }}
fsGroup: {{ .Values.securityContext.runAsGroup }}
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{/* Container-level security: read-only root filesystem, no privilege escalation, no capabilities. */}}
{{- define "will-service.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
privileged: false
capabilities:
  drop: ["ALL"]
{{- end }}

{{/* Checks of values the schema cannot express. */}}
{{- define "will-service.validate" -}}
{{- if not .Values.config.temporal.address }}
{{- fail "config.temporal.address is required: the worker runs the will pipeline through Temporal, and the web image has no Chromium to run it itself" }}
{{- end }}
{{- if and .Values.secrets.existingSecret .Values.secrets.values }}
{{- fail "secrets.values is ignored when secrets.existingSecret is set: put the values in that Secret" }}
{{- end }}
{{- if and .Values.ingress.enabled (not .Values.ingress.hosts) }}
{{- fail "ingress.hosts needs at least one host when ingress.enabled is true" }}
{{- end }}
{{- range $component := list "web" "worker" }}
{{- $autoscaling := (index $.Values $component).autoscaling }}
{{- if and $autoscaling.enabled (lt (int $autoscaling.maxReplicas) (int $autoscaling.minReplicas)) }}
{{- fail (printf "%s.autoscaling.maxReplicas must be at least minReplicas" $component) }}
{{- end }}
{{- end }}
{{- $web := .Values.web }}
{{- $minimum := ternary $web.autoscaling.minReplicas $web.replicas $web.autoscaling.enabled }}
{{- $minAvailable := $web.podDisruptionBudget.minAvailable }}
{{- if and $web.podDisruptionBudget.enabled (gt (int $minimum) 1) (not (kindIs "string" $minAvailable)) (ge (int $minAvailable) (int $minimum)) }}
{{- fail (printf "web.podDisruptionBudget.minAvailable (%v) must be below the web's minimum replicas (%v), or no node could ever be drained" $minAvailable $minimum) }}
{{- end }}
{{- end }}

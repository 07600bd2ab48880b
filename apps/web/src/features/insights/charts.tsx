import type { DailyActivityPoint, DashboardStats } from "@repo/schemas";
import {
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { SOURCE_COLORS } from "./format";

/** Daily Activity Trend: conversations per day. */
export function DailyActivityChart({ data }: { data: DailyActivityPoint[] }) {
  return (
    <div className="h-64" data-testid="daily-activity-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="conversations"
            name="Conversations"
            stroke={SOURCE_COLORS.websiteChat}
            strokeWidth={2}
            dot={data.length <= 31}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Source Distribution donut: website chat, AI agents and the direct API, in percent. */
export function SourceDistributionChart({
  distribution,
}: {
  distribution: DashboardStats["sourceDistribution"];
}) {
  const empty = distribution.websiteChat + distribution.aiAgents + distribution.directApi === 0;
  const data = empty
    ? [{ name: "No data", value: 1, color: "#e5e7eb" }]
    : [
        { name: "Website Chat", value: distribution.websiteChat, color: SOURCE_COLORS.websiteChat },
        { name: "AI Agents", value: distribution.aiAgents, color: SOURCE_COLORS.aiAgents },
        { name: "Direct API", value: distribution.directApi, color: SOURCE_COLORS.directApi },
      ];
  return (
    <div className="h-64" data-testid="source-distribution-chart">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="80%"
            paddingAngle={empty ? 0 : 2}
            isAnimationActive={false}
          >
            {data.map((d) => (
              <Cell key={d.name} fill={d.color} />
            ))}
          </Pie>
          {!empty && <Tooltip formatter={(value) => `${value}%`} />}
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

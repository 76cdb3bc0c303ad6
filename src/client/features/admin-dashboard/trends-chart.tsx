import { format, parseISO } from "date-fns";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatUSD } from "../../../shared/format";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import type { AdminDashboard } from "./api";

type Trends = AdminDashboard["trends"];

const weekLabel = (weekStart: string) => format(parseISO(weekStart), "MMM d");
const dollars = (cents: number) => formatUSD(cents, { whole: true });

/** What the charts show, in words: read by screen readers and shown above the charts. */
function summaryOf(trends: Trends) {
  const booked = trends.reduce((sum, week) => sum + week.booked, 0);
  const completed = trends.reduce((sum, week) => sum + week.completed, 0);
  const revenue = trends.reduce((sum, week) => sum + week.revenueCents, 0);
  return `Over the last ${trends.length} weeks: ${booked} jobs booked, ${completed} completed, ${formatUSD(revenue)} revenue.`;
}

function TrendsTable({ trends }: { trends: Trends }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Week of</TableHead>
          <TableHead scope="col" className="text-right">
            Booked
          </TableHead>
          <TableHead scope="col" className="text-right">
            Completed
          </TableHead>
          <TableHead scope="col" className="text-right">
            Revenue
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {trends.map((week) => (
          <TableRow key={week.weekStart}>
            <TableCell>{weekLabel(week.weekStart)}</TableCell>
            <TableCell className="text-right tabular-nums">{week.booked}</TableCell>
            <TableCell className="text-right tabular-nums">{week.completed}</TableCell>
            <TableCell className="text-right tabular-nums">{formatUSD(week.revenueCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Jobs booked and completed, and revenue, per week for twelve weeks; also as a table (docs/decisions/039). */
export function TrendsChart({ trends }: { trends: Trends }) {
  const [asTable, setAsTable] = useState(false);
  const data = trends.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div>
          <CardTitle className="text-base">Last 12 weeks</CardTitle>
          <CardDescription>{summaryOf(trends)}</CardDescription>
        </div>
        <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? "Show charts" : "Show as table"}
        </Button>
      </CardHeader>
      <CardContent>
        {asTable ? (
          <TrendsTable trends={trends} />
        ) : (
          // The figures are in the summary above and the table view: the drawings are decoration.
          <div className="grid gap-6 lg:grid-cols-2" aria-hidden>
            <figure>
              <figcaption className="mb-2 text-sm font-medium">Jobs booked and completed</figcaption>
              <div className="h-64">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={data} accessibilityLayer={false}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                    <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
                    <Tooltip />
                    <Legend />
                    <Bar isAnimationActive={false} dataKey="booked" name="Booked" fill="#2563eb" radius={[3, 3, 0, 0]} />
                    <Bar isAnimationActive={false} dataKey="completed" name="Completed" fill="#059669" radius={[3, 3, 0, 0]} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </figure>
            <figure>
              <figcaption className="mb-2 text-sm font-medium">Revenue</figcaption>
              <div className="h-64">
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart data={data} accessibilityLayer={false}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                    <YAxis tickFormatter={(cents: number) => dollars(cents)} tick={{ fontSize: 12 }} width={64} />
                    <Tooltip formatter={(cents) => formatUSD(Number(cents))} />
                    {/* Straight segments through each week's dot: a smoothed curve would draw values no week had (issue 18). */}
                    <Line
                      isAnimationActive={false}
                      type="linear"
                      dataKey="revenueCents"
                      name="Revenue"
                      stroke="#7c3aed"
                      strokeWidth={2}
                      dot={{ r: 3 }}
                    />
                  </LineChart>
                </ResponsiveContainer>
              </div>
            </figure>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

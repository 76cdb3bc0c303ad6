import { Link } from "react-router";
import { useViewer } from "../../features/account/api";
import { MessagesScreen } from "../../features/messages/messages-screen";

/** spec 2 Messages: the cleaner's job conversations (the Message button of an assignment links here). */
export default function CleanerMessagesScreen() {
  const { data: viewer } = useViewer();
  return (
    <MessagesScreen
      viewerId={viewer?.userId}
      role="cleaner"
      intro="Talk with your clients about the jobs you are assigned."
      emptyText="Each job you claim gets a conversation with its client."
      emptyAction={<Link to="/cleaner/open-jobs">Browse Open Jobs</Link>}
    />
  );
}

"""Simplified Chinese request language: request markers, obligation and threat words, vague request markers.

Why this exists: requests are decided in the rubric's order — ``demand`` (必须, 应该, 不然, 否则, 我需要你…, bare
commands), then ``vague`` (别再…, 不要…, 体贴一点, 能不能别这么…), then ``request`` (你愿意…吗, 你能…吗).
"""

from __future__ import annotations

from ._parse import words

# Markers of a request the other person can decline.
REQUEST_MARKERS_ZH: tuple[str, ...] = words(
    """
    您愿意, 您能, 您可以, 您方便, 能麻烦您, 请您, 您看能不能, 您能不能, 您可不可以, 可以麻烦您, 方便的话,
    你愿意, 你愿不愿意, 愿不愿意, 你是否愿意, 是否愿意, 你能不能, 能不能, 你能否, 能否, 你能, 你可以,
    你可不可以, 可不可以, 可以请你, 可以麻烦你, 能麻烦你, 麻烦你, 我想请你, 想请你, 我希望你, 我想请求你,
    我请求你, 我们能不能, 我们可不可以, 我们可以, 我们能, 咱们能, 咱们可以, 咱们, 要不要, 好吗, 好不好, 可以吗,
    行吗, 行不行, 怎么样, 如何, 你介意, 介不介意, 你方便, 方便吗, 拜托你, 我想邀请你, 你看能不能, 你看可不可以,
    我想问你能不能, 你会不会愿意, 你有没有可能, 有没有可能, 我们一起, 我们来, 我们约, 咱们一起, 请你,
    你愿意的话, 如果你愿意, 是否可以, 是否能, 是否方便, 可否, 能否请你, 可否请你, 是否可以请你
    """
)

# Obligation, coercion and threats: always a demand.
DEMAND_MARKERS_ZH: tuple[str, ...] = words(
    """
    因该, 你因该, 懂不懂, 听见没, 明白没, 知道没,
    必须, 务必, 应该, 应当, 不应该, 不该, 一定要, 非得, 非要, 不准, 不许, 不然, 否则, 要不然, 我需要你,
    我们需要你, 我需要您, 我们需要您, 我要你, 我要求你, 我命令你, 没得商量, 别无选择, 没有商量的余地, 听到没有,
    听见没有, 听到没,
    听见没, 少废话, 你最好, 你们最好, 你得, 你们得, 你就得, 你该, 你们该, 给我滚, 你早该, 你本该, 你本应,
    你早就应该, 你敢, 后果自负, 走着瞧, 等着瞧, 你试试看, 有你好看, 看我怎么, 没有下次, 不容商量, 我不管,
    我不想听, 就这么定了
    """
)

# Words at the head of a request asking for what NOT to do.
NEGATIVE_HEADS_ZH: tuple[str, ...] = words(
    """
    别再, 不要再, 别, 不要, 少, 停止, 不再, 能不能别, 可不可以别, 能不能不要, 可不可以不要, 可以不要, 可以别,
    能别, 请不要, 请别, 你别, 你不要, 你能不能别, 你可不可以别, 你能别, 你可以不要, 你少, 不用再, 甭,
    让我一个人, 别管我, 别烦我, 离我远点
    """
)

# Asking for a quality or attitude rather than a doable action.
QUALITY_WORDS_ZH: tuple[str, ...] = words(
    """
    尊重我, 理解我, 体谅我, 关心我, 在乎我, 支持我, 重视我, 爱我, 信任我, 相信我, 包容我, 体贴, 懂事, 成熟,
    听话, 认真, 负责, 耐心, 礼貌, 客气, 积极, 主动, 靠谱, 上进, 努力, 用心, 上心, 注意点, 注意一点, 注意一下,
    改改, 改一改, 改掉, 长大, 好好, 像样, 像个, 讲道理, 讲理, 温柔, 友善, 大度, 宽容, 配合, 自觉, 勤快, 乖,
    懂点事, 有点良心, 有点担当, 有担当, 成熟点, 冷静, 冷静点, 冷静一点, 理智, 体面, 像个大人, 像个男人, 收敛,
    端正态度, 态度好, 态度好点, 好一点, 好点, 尊重一下, 多关心, 多陪, 多陪陪, 多帮, 多帮帮, 多支持, 多理解,
    多体谅, 多在乎, 多花时间, 多做, 多干, 多分担, 更体贴, 更细心, 更用心, 细心, 贴心, 温和, 安分, 老实, 规矩,
    正常点, 正常一点, 开心点, 开心一点, 乐观点, 乐观一点, 大方
    """
)

# Markers that make any request abstract or unbounded.
ABSTRACT_MARKERS_ZH: tuple[str, ...] = words(
    """
    总是, 一直, 永远, 以后都, 以后要, 每次都, 随时, 好好, 尽量, 这么, 那么, 更加, 多一点, 多一些, 稍微, 一辈子,
    从今以后, 往后, 以后别, 再也不要, 再也别, 任何时候
    """
)

# Sentence-initial verbs (and 把/给我) that make a bare command when no question is asked.
COMMAND_STARTS_ZH: tuple[str, ...] = words(
    """
    回, 去, 把, 给我, 快, 快点, 赶紧, 赶快, 马上, 立刻, 立即, 关, 开, 拿, 放, 收, 洗, 做, 写, 吃, 喝, 睡, 起来,
    起床, 出去, 进来, 过来, 闭嘴, 滚, 站, 坐下, 坐好, 停, 住手, 听着, 听我, 看着, 走, 带, 打, 叫, 告诉, 还, 交,
    完成, 打扫, 整理, 收拾, 倒, 扔, 换, 穿, 脱, 关掉, 打开, 放下, 拿走, 记住, 收好, 搞定, 弄, 擦, 拖, 扫, 铺,
    叠, 挂, 搬, 送, 接, 买, 付, 准备, 检查, 改, 删, 发, 回复, 道歉, 跟, 陪, 帮, 离开, 出来, 下来, 上来, 滚出去,
    给, 安静, 小声, 别动, 停下, 关上, 收起来, 放好, 现在就, 今天就, 明天就, 今晚就, 立马, 试试, 试着
    """
)

# A polite prefix that leaves the rest of the sentence to be judged ("请把门关上。").
POLITE_PREFIXES_ZH: tuple[str, ...] = words(
    """
    请你, 请您, 请, 麻烦你, 麻烦您, 麻烦, 拜托你, 拜托
    """
)

# What a negative command can stop that is an attitude rather than an action (“别抱怨了。”): vague.
ATTITUDE_VERBS_ZH: tuple[str, ...] = words(
    """
    抱怨, 唠叨, 发牢骚, 啰嗦, 矫情, 磨蹭, 磨叽, 闹, 瞎闹, 胡闹, 找借口, 胡思乱想, 瞎想, 较真, 计较, 发脾气, 闹脾气,
    耍脾气, 抱怨个没完, 矫情了, 装, 作, 作了
    """
)

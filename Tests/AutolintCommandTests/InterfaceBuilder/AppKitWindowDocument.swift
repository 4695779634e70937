/// A `.xib` of one window whose content view (id `content`) holds `subviews` placed by
/// `constraints`: the document the AppKit tests put their views in.
enum AppKitWindowDocument {
    static func xib(width: Int, height: Int, toolsVersion: String = "22505", title: String = "Window", subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <window title="\(title)" releasedWhenClosed="NO" animationBehavior="default" id="win">
                    <rect key="contentRect" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """
    }
}
